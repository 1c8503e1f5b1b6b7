import { chefWindowText, orderNumberText, type WindowFacts } from '../orders/facts.js';
import type { Locale } from '../i18n/locales.js';

// Web push (issue 23, decision 047): the one push a chef gets for a new order, and which endpoints
// a subscription may name (the zod schemas are in push-schemas.ts, so no page bundles zod for
// this). Its words come from the `push` namespace of the catalogue, in the chef's language.

/** The words of a push in the chef's language: the `push` namespace of the catalogue. */
export type PushWords = (
  key: 'newOrderTitle' | 'newOrderBody',
  values: Record<string, string>,
) => string;

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
  words: PushWords,
  /** the chef's language: the window is worded in it as the words are (decision 049) */
  locale: Locale = 'en',
): PushMessage {
  const name = order.name.length > NAME_MAX ? `${order.name.slice(0, NAME_MAX - 1)}…` : order.name;
  const number = orderNumberText(order);
  return {
    title: words('newOrderTitle', { number }),
    body: words('newOrderBody', {
      name,
      mode: order.deliveryMode,
      window: chefWindowText(order, locale),
    }),
    url: dashboardUrl,
    tag: `order-${order.number}`,
  };
}
