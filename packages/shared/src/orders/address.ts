import { wordText } from '../i18n/words.js';
import type { Locale } from '../i18n/locales.js';

// Issue 22 (decision 041): the delivery point and the words that lead the courier to the door.
// The buyer may drag the pin a little from the geocoded address (a gate, a side street) and type a
// landmark or unit note; the server checks both with these functions, the web app shows them.

/** How far the pin may move from the point the address was geocoded to. */
export const PIN_MOVE_MAX_METRES = 200;
/** The longest landmark or unit note (it travels in the courier's stop remarks and an SMS). */
export const ADDRESS_NOTE_MAX = 150;

export type LatLng = { lat: number; lng: number };

const EARTH_RADIUS_M = 6_371_008.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** The great-circle distance in metres (haversine). */
export function metresBetween(a: LatLng, b: LatLng): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The refusal of a pin moved too far from its geocoded point, in `locale` (decision 049), else
 * null. The server words it in the request's language from its English (lib/errors.ts).
 */
export function pinMoveProblem(
  geocoded: LatLng,
  pin: LatLng,
  locale: Locale = 'en',
): string | null {
  return metresBetween(geocoded, pin) > PIN_MOVE_MAX_METRES ? wordText(locale, 'pinTooFar') : null;
}

/**
 * A note as stored: control characters (line breaks, tabs, escape codes) become spaces, runs of
 * spaces one, ends trimmed. "Unit 4B,\nblue gate" -> "Unit 4B, blue gate".
 */
export function cleanAddressNote(raw: string): string {
  return (
    raw
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

type DeliveryAddress = { address: string; aptNumber: string; addressNote?: string | undefined };

/**
 * The one wording of an order's delivery address, on every screen, e-mail and courier stop:
 * unit, address, then the landmark note in parentheses.
 * 'Unit 4B, 12 Jupiter St, Makati (blue gate beside the sari-sari store)'.
 */
export function deliveryAddressText(order: DeliveryAddress): string {
  const place = [order.aptNumber, order.address]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
  const note = order.addressNote?.trim() ?? '';
  if (!note) return place;
  return place ? `${place} (${note})` : note;
}
