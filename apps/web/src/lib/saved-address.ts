import { SAVED_ADDRESS_KEY } from '@lutong/shared';
import type { KeyValueStore } from './browser-storage';

// product §2: /bazaar needs a saved location (signed in) or an entered address with a latitude
// and longitude (everyone). The entered address lives in the browser under this key.
export { SAVED_ADDRESS_KEY };

/**
 * lat/lng is the delivery point: the geocoded point, or where the buyer dragged the pin (decision
 * 041), which then keeps the geocoded point (geo) for the server's bound and the landmark note.
 */
export type SavedAddress = {
  address: string;
  lat: number;
  lng: number;
  geo?: { lat: number; lng: number } | undefined;
  note?: string | undefined;
};

const isLatitude = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 90;
const isLongitude = (n: unknown): n is number =>
  typeof n === 'number' && Number.isFinite(n) && Math.abs(n) <= 180;

export function parseSavedAddress(raw: string | null): SavedAddress | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { address, lat, lng, geo, note } = value as Record<string, unknown>;
  if (typeof address !== 'string' || !isLatitude(lat) || !isLongitude(lng)) return null;
  const anchor = geo as Record<string, unknown> | null | undefined;
  const geoPoint =
    anchor && isLatitude(anchor.lat) && isLongitude(anchor.lng)
      ? { geo: { lat: anchor.lat, lng: anchor.lng } }
      : {};
  const noteText = typeof note === 'string' && note !== '' ? { note } : {};
  return { address, lat, lng, ...geoPoint, ...noteText };
}

export function readSavedAddress(store: KeyValueStore): SavedAddress | null {
  return parseSavedAddress(store.getItem(SAVED_ADDRESS_KEY));
}

export function writeSavedAddress(store: KeyValueStore, saved: SavedAddress): void {
  store.setItem(SAVED_ADDRESS_KEY, JSON.stringify(saved));
}

type WithLocation = { location: { coordinates: [number, number] } | null } | null;

/** Whether the bazaar has a point to search around: the user's saved location or an entered address. */
export function hasBazaarLocation(user: WithLocation, saved: SavedAddress | null): boolean {
  return Boolean(user?.location) || saved !== null;
}
