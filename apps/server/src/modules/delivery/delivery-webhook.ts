import { createHash } from 'node:crypto';
import { z } from 'zod';
import { isValidLalamoveSignature } from '../../providers/courier/lalamove-signature.js';
import { isCourierStatus, type CourierStatus } from '../../providers/courier/courier.js';

// A Lalamove v3 webhook event (`{ apiKey, timestamp, signature, eventId, eventType, eventVersion,
// data }`), verified before anything is read from it: the key must be ours and the signature the
// one our API secret gives for `POST <our path>` with the `data` object's JSON text
// (lalamove-signature.ts), within WEBHOOK_TOLERANCE_MS of now.

/** DESIGN §6: a signature older or newer than five minutes is refused (a replayed capture). */
export const WEBHOOK_TOLERANCE_MS = 5 * 60 * 1000;

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

const orderData = z
  .object({
    order: z
      .object({
        orderId: z.union([z.string().min(1), z.number()]).transform(String),
        status: z.string().optional(),
        driverId: z.union([z.string(), z.number()]).transform(String).nullish(),
      })
      .loose(),
  })
  .loose();

export type CourierEvent = {
  eventId: string;
  eventType: string;
  payload: unknown;
  orderId: string | null;
  /** the status an ORDER_STATUS_CHANGED event reports, when it is one we know */
  status: CourierStatus | null;
  /** whether the event says a driver is (now) assigned: worth asking who */
  driverNews: boolean;
};

export type WebhookCheck =
  | { ok: true; event: CourierEvent }
  | { ok: false; reason: 'NOT_JSON' | 'NOT_AN_EVENT' | 'WRONG_KEY' | 'STALE' | 'BAD_SIGNATURE' };

/** Lalamove's timestamps are seconds; milliseconds are accepted too. */
const toMs = (timestamp: number) => (timestamp < 1e12 ? timestamp * 1000 : timestamp);

export function checkLalamoveWebhook(input: {
  rawBody: string;
  path: string;
  apiKey: string;
  apiSecret: string;
  nowMs: number;
}): WebhookCheck {
  let json: unknown;
  try {
    json = JSON.parse(input.rawBody);
  } catch {
    return { ok: false, reason: 'NOT_JSON' };
  }
  const parsed = envelope.safeParse(json);
  if (!parsed.success) return { ok: false, reason: 'NOT_AN_EVENT' };
  const body = parsed.data;
  if (body.apiKey !== input.apiKey) return { ok: false, reason: 'WRONG_KEY' };
  const timestamp = Number(body.timestamp);
  if (Math.abs(input.nowMs - toMs(timestamp)) > WEBHOOK_TOLERANCE_MS) {
    return { ok: false, reason: 'STALE' };
  }
  const dataText = JSON.stringify(body.data ?? null);
  const signed = { method: 'POST', path: input.path, body: dataText, timestamp };
  if (!isValidLalamoveSignature(input.apiSecret, signed, body.signature.toLowerCase())) {
    return { ok: false, reason: 'BAD_SIGNATURE' };
  }

  const order = orderData.safeParse(body.data);
  const orderId = order.success ? order.data.order.orderId : null;
  const reported = order.success ? order.data.order.status : undefined;
  const status =
    body.eventType === 'ORDER_STATUS_CHANGED' && isCourierStatus(reported) ? reported : null;
  return {
    ok: true,
    event: {
      // every v3 event has an id; one without is named by what was signed
      eventId:
        body.eventId ??
        `sha256:${createHash('sha256').update(`${timestamp}:${dataText}`).digest('hex')}`,
      eventType: body.eventType,
      payload: json,
      orderId,
      status,
      driverNews:
        body.eventType === 'DRIVER_ASSIGNED' || status === 'ON_GOING' || status === 'PICKED_UP',
    },
  };
}
