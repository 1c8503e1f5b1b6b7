import { z } from 'zod';
import type { IntentOutcome } from './settlement.js';

// A PayMongo webhook event (`{ data: { id: 'evt_..', attributes: { type, livemode, data } } }`),
// read only after its signature was verified. The endpoint accepts every event type (spec buyer §7
// /orders/webhook/source); payment.paid and payment.failed settle our intents, the rest (such as
// the retired source.chargeable) are stored and acknowledged.

/** DESIGN §6: a signature older or newer than five minutes is refused (a replayed capture). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

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
        failed_message: z.string().nullish(),
      })
      .loose(),
  })
  .loose();

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
  const base = { id, type, payload: json };
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
      lastError:
        type === 'payment.failed'
          ? (a.failed_message ?? a.failed_code ?? 'The payment failed.')
          : null,
      orderId: typeof orderId === 'string' ? orderId : null,
    },
  };
}
