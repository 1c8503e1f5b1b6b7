import { signPaymongoEvent } from '../../providers/payments/paymongo-signature.js';
import {
  createSignedWebhookSender,
  RETRY_DELAYS_MS,
  type WebhookSender,
} from '../webhook-sender.js';

export {
  RETRY_DELAYS_MS,
  type Delivery,
  type DeliveryAttempt,
  type WebhookSender,
  type WebhookTarget,
} from '../webhook-sender.js';

/**
 * Delivers signed events the way PayMongo does (the shared sender, ../webhook-sender.ts): a POST
 * of the JSON event with `Paymongo-Signature: t=..,te=..,li=` (test mode), retried on a non-2xx
 * answer or a network error after each of RETRY_DELAYS_MS, then given up. Each attempt is signed
 * afresh, as a retry carries a new timestamp.
 */
export function createWebhookSender(
  options: { now?: () => number; retryDelaysMs?: number[] } = {},
): WebhookSender {
  return createSignedWebhookSender({
    ...options,
    retryDelaysMs: options.retryDelaysMs ?? RETRY_DELAYS_MS,
    userAgent: 'PayMongo-Simulator/1.0',
    sign: ({ body, secretKey, nowMs }) => ({
      body,
      headers: {
        'paymongo-signature': signPaymongoEvent({
          secret: secretKey,
          rawBody: body,
          timestamp: Math.floor(nowMs / 1000),
          livemode: false,
        }),
      },
    }),
  });
}
