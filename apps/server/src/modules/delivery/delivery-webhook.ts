import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isValidLalamoveSignature } from '../../providers/courier/lalamove-signature.js';
import { isCourierStatus, type CourierStatus } from '../../providers/courier/courier.js';

// A Lalamove v3 webhook event (`{ apiKey, timestamp, signature, eventId, eventType, eventVersion,
// data }`), verified before anything is read from it: the key must be ours and the signature the
// one our API secret gives for `POST <our path>` with the `data` object's JSON text
// (lalamove-signature.ts). Its age is not judged (decision 026): Lalamove retries an event for up
// to 24 hours with its original timestamp, so an old event is a late one, and the event id stored
// once (webhook_events) is what makes a replay change nothing.

const envelope = z
  .object({
    apiKey: z.string().min(1),
    timestamp: z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,16}$/)]),
    signature: z.string().regex(/^[0-9a-fA-F]{64}$/),
    eventId: z.string().min(1).max(200).optional(),
    eventType: z.string().min(1).max(100),
    eventVersion: z.string().max(20).optional(),
    data: z.unknown(),
  })
  .loose();

const id = z.union([z.string().min(1).max(100), z.number()]).transform(String);

const orderData = z
  .object({
    order: z.object({ orderId: id, status: z.string().optional() }).loose(),
    // ORDER_REPLACED: the order the new one replaces (Lalamove's `prevOrderId`)
    prevOrderId: id.optional(),
  })
  .loose();

/** The Lalamove event types we act on; any other is stored, logged and acknowledged. */
export const HANDLED_EVENT_TYPES = [
  'ORDER_STATUS_CHANGED',
  'DRIVER_ASSIGNED',
  'ORDER_REPLACED',
  'ORDER_EDITED',
  'ORDER_AMOUNT_CHANGED',
] as const;

export type CourierEvent = {
  eventId: string;
  eventType: string;
  payload: unknown;
  orderId: string | null;
  /** the status an ORDER_STATUS_CHANGED event reports, when it is one we know */
  status: CourierStatus | null;
  /** whether the event says a driver is (now) assigned: worth asking who */
  driverNews: boolean;
  /** ORDER_REPLACED: the booking `orderId` replaces */
  replaces: string | null;
  /** ORDER_EDITED, ORDER_AMOUNT_CHANGED: the booking's details changed; worth asking what they are */
  detailsNews: boolean;
};

export type WebhookCheck =
  | { ok: true; event: CourierEvent }
  /** not an event at all: Lalamove checking the URL when it is set (answered 200) */
  | { ok: true; event: null }
  | { ok: false; reason: 'WRONG_KEY' | 'BAD_SIGNATURE' };

export function checkLalamoveWebhook(input: {
  rawBody: string;
  path: string;
  apiKey: string;
  apiSecret: string;
}): WebhookCheck {
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return { ok: true, event: null };
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { ok: true, event: null };
  const body = parsed.data;
  if (body.apiKey !== input.apiKey) return { ok: false, reason: 'WRONG_KEY' };
  const timestamp = Number(body.timestamp);
  const dataText = JSON.stringify(body.data ?? null);
  const signed = { method: 'POST', path: input.path, body: dataText, timestamp };
  if (!isValidLalamoveSignature(input.apiSecret, signed, body.signature.toLowerCase())) {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }

  const order = orderData.safeParse(body.data);
  const orderId = order.success ? order.data.order.orderId : null;
  const reported = order.success ? order.data.order.status : undefined;
  const type = body.eventType;
  const status = type === 'ORDER_STATUS_CHANGED' && isCourierStatus(reported) ? reported : null;
  return {
    ok: true,
    event: {
      // every v3 event has an id; one without is named by what was signed
      eventId:
        body.eventId ??
        `sha256:${createHash('sha256').update(`${timestamp}:${dataText}`).digest('hex')}`,
      eventType: type,
      payload: json,
      orderId,
      status,
      driverNews: type === 'DRIVER_ASSIGNED' || status === 'ON_GOING' || status === 'PICKED_UP',
      replaces:
        type === 'ORDER_REPLACED' && order.success ? (order.data.prevOrderId ?? null) : null,
      detailsNews: type === 'ORDER_EDITED' || type === 'ORDER_AMOUNT_CHANGED',
    },
  };
}
