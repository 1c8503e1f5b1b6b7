import type { FastifyBaseLogger } from 'fastify';
import { declineReason } from '@lutong/shared';
import { AppError } from '../../lib/errors.js';
import { verifyPaymongoSignature } from '../../providers/payments/paymongo-signature.js';
import type { ProviderRefund } from '../../providers/payments/payments.js';
import { z } from 'zod';
import type { IntentOutcome } from './settlement.js';

// A PayMongo webhook event (`{ data: { id: 'evt_..', attributes: { type, livemode, data } } }`),
// read only after its signature was verified. The endpoint accepts every event type (product §9
// /orders/webhook/source); payment.paid and payment.failed settle our intents,
// payment.refund.updated moves a refund on (decision 023), the rest (such as the retired
// source.chargeable) are stored and acknowledged.

/**
 * Decision 026: a correctly signed event is accepted whatever its age. PayMongo retries a failed
 * delivery for over two hours, and the signature covers the whole body with the event id, stored
 * once (webhook_events): a replayed capture is answered and changes nothing.
 */
export const WEBHOOK_TOLERANCE_SECONDS = Number.POSITIVE_INFINITY;

const payment = z
  .object({
    id: z.string().min(1),
    type: z.literal('payment'),
    attributes: z
      .object({
        amount: z.number().int().nonnegative(),
        status: z.string(),
        payment_intent_id: z.string().min(1).nullish(),
        metadata: z.record(z.string(), z.unknown()).nullish(),
        failed_code: z.string().nullish(),
        sub_code: z.string().nullish(),
        failed_message: z.string().nullish(),
      })
      .loose(),
  })
  .loose();

const refund = z
  .object({
    id: z.string().min(1),
    type: z.literal('refund'),
    attributes: z
      .object({ status: z.string(), metadata: z.record(z.string(), z.unknown()).nullish() })
      .loose(),
  })
  .loose();

/** The refund a payment.refund.updated event is about (its data is the refund resource). */
function refundOf(data: unknown): ProviderRefund | null {
  const parsed = refund.safeParse(data);
  if (!parsed.success) return null;
  const { id, attributes } = parsed.data;
  const metadata = Object.entries(attributes.metadata ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string',
  );
  return { id, status: attributes.status, metadata: Object.fromEntries(metadata) };
}

const event = z.object({
  data: z
    .object({
      id: z.string().min(1).max(200),
      attributes: z.object({ type: z.string().min(1).max(100), data: z.unknown() }).loose(),
    })
    .loose(),
});

export type WebhookEvent = {
  id: string;
  type: string;
  payload: unknown;
  /** what the event says about one of our intents, for the events that settle one */
  outcome: IntentOutcome | null;
  /** what the event says about one refund, for payment.refund.updated */
  refund: ProviderRefund | null;
};

export function parseWebhookEvent(rawBody: Buffer): WebhookEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return null;
  }
  const parsed = event.safeParse(json);
  if (!parsed.success) return null;
  const { id, attributes } = parsed.data.data;
  const type = attributes.type;
  const base = { id, type, payload: json, refund: null };
  if (type === 'payment.refund.updated') {
    return { ...base, outcome: null, refund: refundOf(attributes.data) };
  }
  if (type !== 'payment.paid' && type !== 'payment.failed') return { ...base, outcome: null };

  const resource = payment.safeParse(attributes.data);
  // a payment outside payment intents (the retired Sources) is none of ours to settle
  if (!resource.success || !resource.data.attributes.payment_intent_id) {
    return { ...base, outcome: null };
  }
  const a = resource.data.attributes;
  const orderId = a.metadata?.order_id;
  return {
    ...base,
    outcome: {
      intentId: a.payment_intent_id as string,
      status: type === 'payment.paid' ? 'succeeded' : 'awaiting_payment_method',
      paid:
        type === 'payment.paid' ? { paymentId: resource.data.id, amountCentavos: a.amount } : null,
      lastError: type === 'payment.failed' ? (declineReason(a) ?? 'The payment failed.') : null,
      orderId: typeof orderId === 'string' ? orderId : null,
    },
  };
}

/**
 * The event of a webhook request whose PayMongo signature checks out (HMAC over `t.rawBody` in
 * the right mode, of any age): 401 otherwise, 400 when it is not an event.
 */
export function verifiedWebhookEvent(input: {
  signature: string | undefined;
  rawBody: Buffer;
  webhook: { secret: string; livemode: boolean };
  nowMs: number;
  log: FastifyBaseLogger;
}) {
  const check = input.webhook.secret
    ? verifyPaymongoSignature({
        header: input.signature,
        rawBody: input.rawBody,
        secret: input.webhook.secret,
        nowMs: input.nowMs,
        toleranceSeconds: WEBHOOK_TOLERANCE_SECONDS,
        livemode: input.webhook.livemode,
      })
    : ({ ok: false, reason: 'MISSING' } as const);
  if (!check.ok) {
    input.log.warn({ reason: check.reason }, 'webhook signature refused');
    throw new AppError('UNAUTHENTICATED', 'Invalid signature');
  }
  const event = parseWebhookEvent(input.rawBody);
  if (!event) throw new AppError('VALIDATION', 'Not a PayMongo event');
  return event;
}
