import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSecretKey } from './auth.js';
import { fieldError, notFound, refuse, validationErrors } from './errors.js';
import { webhookResource } from './resources.js';
import {
  MAX_WEBHOOKS,
  paymongoId,
  unixSeconds,
  webhookSecretKey,
  type PaymongoSimStore,
} from './store.js';
import type { WebhookSender } from './webhook-sender.js';

/** The events the simulator emits (PayMongo has more; a webhook may subscribe to these). */
export const WEBHOOK_EVENTS = [
  'payment.paid',
  'payment.failed',
  'payment.refunded',
  'payment.refund.updated',
  'source.chargeable',
] as const;

const webhookBody = z.object({
  data: z.object({
    attributes: z.object({
      url: z.string().min(1),
      events: z.array(z.string()).min(1),
    }),
  }),
});

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

/** `POST /v1/webhooks`, `GET /v1/webhooks[/:id]`, `POST /v1/webhooks/:id/{disable,enable}`. */
export function registerWebhookRoutes(
  api: FastifyInstance,
  deps: { store: PaymongoSimStore; now: () => number },
): void {
  const { store, now } = deps;
  const secretOnly = { preHandler: requireSecretKey };

  api.post('/v1/webhooks', secretOnly, async (request, reply) => {
    const parsed = webhookBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, ...validationErrors(parsed.error));
    const { url, events } = parsed.data.data.attributes;
    if (!isHttpUrl(url)) {
      return refuse(
        reply,
        400,
        fieldError('parameter_format_invalid', 'url', 'url format is invalid.'),
      );
    }
    const unknown = events.find((event) => !(WEBHOOK_EVENTS as readonly string[]).includes(event));
    if (unknown !== undefined) {
      return refuse(
        reply,
        400,
        fieldError(
          'parameter_invalid',
          'events',
          `events contains an unsupported event: ${unknown}.`,
        ),
      );
    }
    if (store.webhooks.values().some((hook) => hook.url === url)) {
      return refuse(
        reply,
        400,
        fieldError('parameter_invalid', 'url', 'A webhook with this url already exists.'),
      );
    }
    if (store.webhooks.size >= MAX_WEBHOOKS) {
      return refuse(reply, 400, {
        code: 'resource_limit_reached',
        detail: `An account can have at most ${MAX_WEBHOOKS} webhooks.`,
      });
    }
    const at = unixSeconds(now());
    const webhook = {
      id: paymongoId('hook'),
      secretKey: webhookSecretKey(),
      url,
      events: [...new Set(events)],
      status: 'enabled' as const,
      createdAt: at,
      updatedAt: at,
    };
    store.webhooks.set(webhook.id, webhook);
    return { data: webhookResource(webhook) };
  });

  api.get('/v1/webhooks', secretOnly, async () => ({
    data: store.webhooks.values().map(webhookResource),
  }));

  api.get<{ Params: { id: string } }>('/v1/webhooks/:id', secretOnly, async (request, reply) => {
    const webhook = store.webhooks.get(request.params.id);
    if (!webhook) return refuse(reply, 404, notFound('webhook', request.params.id));
    return { data: webhookResource(webhook) };
  });

  for (const action of ['disable', 'enable'] as const) {
    api.post<{ Params: { id: string } }>(
      `/v1/webhooks/:id/${action}`,
      secretOnly,
      async (request, reply) => {
        const webhook = store.webhooks.get(request.params.id);
        if (!webhook) return refuse(reply, 404, notFound('webhook', request.params.id));
        webhook.status = action === 'disable' ? 'disabled' : 'enabled';
        webhook.updatedAt = unixSeconds(now());
        return { data: webhookResource(webhook) };
      },
    );
  }
}

const withholdBody = z.object({ on: z.boolean() });
const resendBody = z.object({ eventId: z.string().min(1) });

/** What an event was about, read back from its body for the sent log. */
function about(body: string): { resourceId: string | null; paymentIntentId: string | null } {
  try {
    const event = JSON.parse(body) as {
      data?: {
        attributes?: { data?: { id?: string; attributes?: { payment_intent_id?: string } } };
      };
    };
    const resource = event.data?.attributes?.data;
    return {
      resourceId: resource?.id ?? null,
      paymentIntentId: resource?.attributes?.payment_intent_id ?? null,
    };
  } catch {
    return { resourceId: null, paymentIntentId: null };
  }
}

/**
 * The simulator's own switches for tests and development (no key needed):
 * `GET /webhooks/sent` lists every delivery with its attempts (newest last);
 * `GET|POST /webhooks/withhold {on}` stops sending (events are logged as withheld) so the
 * reconciliation job must settle the order; `POST /webhooks/resend {eventId}` replays an event.
 */
export function registerWebhookControls(sim: FastifyInstance, sender: WebhookSender): void {
  sim.get('/webhooks/sent', async () => ({
    withholding: sender.withholding(),
    deliveries: sender.sent().map(({ body, ...delivery }) => ({ ...delivery, ...about(body) })),
  }));

  sim.get('/webhooks/withhold', async () => ({ withholding: sender.withholding() }));
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
