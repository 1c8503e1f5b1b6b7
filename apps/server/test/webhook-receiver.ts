import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedWebhook = { headers: IncomingHttpHeaders; rawBody: string };

/**
 * A stand-in for a merchant's webhook endpoint on a loopback port, for the simulator's deliveries:
 * it keeps every request as received (raw body, headers) and answers the statuses it is told to,
 * one per request, then 200.
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const answers: number[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, rawBody: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(answers.shift() ?? 200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/paymongo`,
    received,
    /** The next answers, in order (e.g. [500] for one failure before success). */
    answer: (...statuses: number[]) => answers.push(...statuses),
    /** Events received about a payment intent, parsed. */
    eventsFor(intentId: string) {
      return received
        .map((r) => ({ ...r, event: JSON.parse(r.rawBody) as WebhookEvent }))
        .filter((r) => r.event.data.attributes.data.attributes.payment_intent_id === intentId);
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type WebhookEvent = {
  data: {
    id: string;
    type: 'event';
    attributes: {
      type: string;
      livemode: boolean;
      data: {
        id: string;
        type: string;
        attributes: {
          amount: number;
          status: string;
          payment_intent_id: string;
          metadata: Record<string, string> | null;
          failed_code: string | null;
          failed_message: string | null;
        };
      };
    };
  };
};
