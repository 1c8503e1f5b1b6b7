import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  signedLalamoveWebhookBody,
  type LalamoveWebhookEvent,
} from '../../providers/courier/lalamove-signature.js';
import { createSignedWebhookSender, type WebhookSender } from '../webhook-sender.js';
import { refuse } from './errors.js';

// Lalamove's webhooks (v3): one URL per account, set with PATCH /v3/webhook; events signed inside
// the body with the API key pair (lalamove-signature.ts). As Lalamove documents, a delivery that is
// not answered 2xx is tried again with exponential delays, 10 attempts within 24 hours, each with
// the event's ORIGINAL timestamp and signature (decision 026). The retries run on real timers and
// on the simulator's clock (POST /_sim/lalamove/clock/advance): minutes an advance skips count as
// time the event has waited, so a retry after an advance carries a timestamp that much older, as
// the original timestamp looks to the receiver after that wait. The simulator starts with our own
// endpoint registered, as docs/operations.md registers it in production.

/** Lalamove: 10 attempts within a 24-hour window, with exponential delays (1 min ... 12 h). */
export const LALAMOVE_RETRY_DELAYS_MS = [1, 2, 4, 8, 16, 32, 64, 240, 720].map((m) => m * 60_000);

export type LalamoveWebhooks = {
  /** Queues one event (ORDER_STATUS_CHANGED, DRIVER_ASSIGNED, ...) for the registered URL. */
  emit: (eventType: string, data: unknown) => string;
  url: () => string;
  setUrl: (url: string) => void;
  sender: WebhookSender;
  /** Moves the webhooks' clock on: retries due by then are attempted now. */
  advance: (minutes: number) => void;
  close: () => void;
};

/** A stored event: what is signed, with when it was first signed (real seconds, simulated minute). */
type StoredEvent = LalamoveWebhookEvent & { timestampSeconds: number; minute: number };

/** Timers that also fire when the simulated clock passes them. */
function createRetryClock() {
  let minute = 0;
  type Entry = { due: number; run: () => Promise<void>; timer: NodeJS.Timeout };
  const pending = new Set<Entry>();
  const fire = (entry: Entry) => {
    clearTimeout(entry.timer);
    if (pending.delete(entry)) void entry.run();
  };
  return {
    minute: () => minute,
    later(run: () => Promise<void>, ms: number) {
      const entry: Entry = {
        due: minute + ms / 60_000,
        run,
        timer: setTimeout(() => fire(entry), ms),
      };
      pending.add(entry);
    },
    advance(minutes: number) {
      minute += minutes;
      for (const entry of [...pending]) if (entry.due <= minute) fire(entry);
    },
    close() {
      for (const entry of pending) clearTimeout(entry.timer);
      pending.clear();
    },
  };
}

export function createLalamoveWebhooks(options: {
  apiKey: string;
  apiSecret: string;
  url: string;
  now: () => number;
  retryDelaysMs?: number[];
}): LalamoveWebhooks {
  let url = options.url;
  const credentials = { apiKey: options.apiKey, apiSecret: options.apiSecret };
  const clock = createRetryClock();
  const sender = createSignedWebhookSender({
    now: options.now,
    retryDelaysMs: options.retryDelaysMs ?? LALAMOVE_RETRY_DELAYS_MS,
    userAgent: 'Lalamove-Simulator/1.0',
    later: clock.later,
    // every attempt carries the event's original timestamp, aged by the minutes the clock skipped
    sign: ({ body, url: target, secretKey }) => {
      const { timestampSeconds, minute, ...event } = JSON.parse(body) as StoredEvent;
      return {
        headers: {},
        body: signedLalamoveWebhookBody(
          { ...credentials, apiSecret: secretKey },
          {
            path: new URL(target).pathname,
            timestampSeconds: timestampSeconds - Math.round((clock.minute() - minute) * 60),
            event,
          },
        ),
      };
    },
  });
  return {
    emit(eventType, data) {
      const eventId = randomUUID().toUpperCase();
      const stored: StoredEvent = {
        eventId,
        eventType,
        eventVersion: 'v3',
        data,
        timestampSeconds: Math.floor(options.now() / 1000),
        minute: clock.minute(),
      };
      sender.send({ id: eventId, type: eventType, body: JSON.stringify(stored) }, [
        { webhookId: 'account', url, secretKey: options.apiSecret },
      ]);
      return eventId;
    },
    url: () => url,
    setUrl: (next) => {
      url = next;
    },
    sender,
    advance: clock.advance,
    close: () => {
      sender.close();
      clock.close();
    },
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
 * attempts, newest last), `POST /webhooks/withhold {on}` (events are dropped: never sent),
 * `POST /webhooks/resend {eventId}` (a replay of the event as first signed).
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
