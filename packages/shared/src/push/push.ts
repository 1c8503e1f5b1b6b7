import { z } from 'zod';
import catalogue from '../i18n/catalogue/push.json' with { type: 'json' };
import { chefWindowText, orderNumberText, type WindowFacts } from '../orders/facts.js';

// Web push (issue 23, decision 047): the subscription a browser sends, and the one push a chef gets
// for a new order. Texts come from the `push` catalogue (English until the i18n core reads it).

export type PushTextKey = keyof typeof catalogue;

/** The catalogue's English text of `key`, `{name}` placeholders filled from `values`. */
export function pushText(key: PushTextKey, values: Record<string, string> = {}): string {
  return catalogue[key].en.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

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

/**
 * Push services are reached over https only; `simulatorBase` (outside production) is where the
 * local push simulator takes the same requests over http.
 */
export function pushEndpointAllowed(endpoint: string, simulatorBase: string | null): boolean {
  if (simulatorBase && endpoint.startsWith(`${simulatorBase}/`)) return true;
  try {
    return new URL(endpoint).protocol === 'https:';
  } catch {
    return false;
  }
}

/** DELETE /push/subscriptions: the endpoint to forget. */
export const pushUnsubscribeBody = z.object({ endpoint: z.string().min(1).max(2048) });

export type PushMessage = { title: string; body: string; url: string; tag: string };

/** A buyer's name in a push: push services refuse payloads over 4 kB; a name never needs 60. */
const NAME_MAX = 60;

/**
 * The chef's push for a new order: its number, the buyer's name, the mode and the chef's window
 * (the same wording as the e-mail and SMS), and the dashboard to open.
 */
export function newOrderPush(
  order: WindowFacts & { number: string; name: string },
  dashboardUrl: string,
): PushMessage {
  const name = order.name.length > NAME_MAX ? `${order.name.slice(0, NAME_MAX - 1)}…` : order.name;
  const number = orderNumberText(order);
  return {
    title: pushText('newOrderTitle', { number }),
    body: pushText('newOrderBody', {
      name,
      mode: order.deliveryMode,
      window: chefWindowText(order),
    }),
    url: dashboardUrl,
    tag: `order-${order.number}`,
  };
}
