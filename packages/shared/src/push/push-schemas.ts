import { z } from 'zod';

// Web push (decision 047): the bodies of POST and DELETE /api/v1/push/subscriptions.

const base64url = z.string().regex(/^[A-Za-z0-9_-]+={0,2}$/);

/** POST /push/subscriptions: PushSubscription.toJSON() as the browser gives it. */
export const pushSubscriptionBody = z.object({
  // https, except the push simulator's http address outside production (pushEndpointAllowed)
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    // an uncompressed P-256 point: 65 bytes, 87 base64url characters
    p256dh: base64url.min(86).max(90),
    // 16 bytes: 22 base64url characters
    auth: base64url.min(22).max(24),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /push/subscriptions: the endpoint to forget. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });
