import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedEnvelope = { path: string; raw: string; items: Record<string, unknown>[] };

/**
 * A stand-in for Sentry's ingest on a loopback port: keeps every envelope posted to
 * /api/<project>/envelope/ as received (raw text and its parsed lines) and answers 200.
 */
export async function startSentryReceiver() {
  const received: ReceivedEnvelope[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const items = raw
        .split('\n')
        .filter((line) => line.trim() !== '')
        .map((line) => JSON.parse(line) as Record<string, unknown>);
      received.push({ path: request.url ?? '', raw, items });
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    /** A DSN naming this receiver: project 42, public key "testkey". */
    dsn: `http://testkey@127.0.0.1:${port}/42`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
