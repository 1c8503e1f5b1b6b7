import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { signedLalamoveWebhookBody } from '../../providers/courier/lalamove-signature.js';
import {
  createSignedWebhookSender,
  RETRY_DELAYS_MS,
  type WebhookSender,
} from '../webhook-sender.js';
import { refuse } from './errors.js';

// Lalamove's webhooks (v3): one URL per account, set with PATCH /v3/webhook; events signed inside
// the body with the API key pair (lalamove-signature.ts) and retried with backoff. The simulator
// starts with our own endpoint registered, as docs/operations.md registers it in production.

export type LalamoveWebhooks = {
  /** Queues one event (ORDER_STATUS_CHANGED, DRIVER_ASSIGNED, ...) for the registered URL. */
  emit: (eventType: string, data: unknown) => string;
  url: () => string;
  setUrl: (url: string) => void;
  sender: WebhookSender;
};

export function createLalamoveWebhooks(options: {
  apiKey: string;
  apiSecret: string;
  url: string;
  now: () => number;
  retryDelaysMs?: number[];
}): LalamoveWebhooks {
  let url = options.url;
  const credentials = { apiKey: options.apiKey, apiSecret: options.apiSecret };
  const sender = createSignedWebhookSender({
    now: options.now,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    userAgent: 'Lalamove-Simulator/1.0',
    // the stored body is the event without its signature; each attempt is signed afresh
    sign: ({ body, url: target, nowMs, secretKey }) => ({
      headers: {},
      body: signedLalamoveWebhookBody(
        { ...credentials, apiSecret: secretKey },
        {
          path: new URL(target).pathname,
          timestampSeconds: Math.floor(nowMs / 1000),
          event: JSON.parse(body) as {
            eventId: string;
            eventType: string;
            eventVersion: string;
            data: unknown;
          },
        },
      ),
    }),
  });
  return {
    emit(eventType, data) {
      const eventId = randomUUID().toUpperCase();
      const body = JSON.stringify({ eventId, eventType, eventVersion: 'v3', data });
      sender.send({ id: eventId, type: eventType, body }, [
        { webhookId: 'account', url, secretKey: options.apiSecret },
      ]);
      return eventId;
    },
    url: () => url,
    setUrl: (next) => {
      url = next;
    },
    sender,
  };
}

const webhookBody = z.object({ data: z.object({ url: z.url() }) });

/** `PATCH /v3/webhook {data: {url}}` (PUT too), on the authenticated API scope. */
export function registerWebhookRoute(api: FastifyInstance, webhooks: LalamoveWebhooks): void {
  const handler = async (request: { body: unknown }, reply: Parameters<typeof refuse>[0]) => {
    let json: unknown;
    try {
      json = JSON.parse(typeof request.body === 'string' ? request.body : '');
    } catch {
      json = null;
    }
    const parsed = webhookBody.safeParse(json);
    if (!parsed.success) {
      return refuse(reply, 422, {
        id: 'ERR_INVALID_FIELD',
        message: 'Invalid or missing field.',
        detail: '/data/url',
      });
    }
    webhooks.setUrl(parsed.data.data.url);
    return reply.send({ data: { url: webhooks.url() } });
  };
  api.patch('/v3/webhook', handler);
  api.put('/v3/webhook', handler);
}

const withholdBody = z.object({ on: z.boolean() });
const resendBody = z.object({ eventId: z.string().min(1) });

/** What an event was about, for the sent log. */
function about(body: string): { orderId: string | null; orderStatus: string | null } {
  try {
    const event = JSON.parse(body) as { data?: { order?: { orderId?: string; status?: string } } };
    const order = event.data?.order;
    return { orderId: order?.orderId ?? null, orderStatus: order?.status ?? null };
  } catch {
    return { orderId: null, orderStatus: null };
  }
}

/**
 * The simulator's switches (no key needed): `GET /webhooks/sent` (every delivery with its
 * attempts, newest last), `POST /webhooks/withhold {on}`, `POST /webhooks/resend {eventId}` (a
 * replay, signed afresh).
 */
export function registerWebhookControls(sim: FastifyInstance, webhooks: LalamoveWebhooks): void {
  const { sender } = webhooks;
  sim.get('/webhooks/sent', async () => ({
    url: webhooks.url(),
    withholding: sender.withholding(),
    deliveries: sender.sent().map((delivery) => ({ ...delivery, ...about(delivery.body) })),
  }));
  sim.post('/webhooks/withhold', async (request, reply) => {
    const body = withholdBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'on must be true or false' });
    sender.withhold(body.data.on);
    return { withholding: sender.withholding() };
  });
  sim.post('/webhooks/resend', async (request, reply) => {
    const body = resendBody.safeParse(request.body);
    if (!body.success) return reply.status(400).send({ error: 'eventId is required' });
    if (!sender.resend(body.data.eventId)) {
      return reply.status(404).send({ error: 'no such event in the sent log' });
    }
    return { resent: body.data.eventId };
  });
}
