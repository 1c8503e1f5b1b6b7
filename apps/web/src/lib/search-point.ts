import type { SavedAddress } from './saved-address';

export type SearchPoint = { lat: number; lng: number };

type WithLocation = { location: { coordinates: [number, number] } | null } | null;

/**
 * The point the bazaar searches around and the menu measures distance from: the signed-in user's
 * saved location first (product §2: 'a saved location or an entered address'), else the address
 * entered in this browser. Locations are stored as [longitude, latitude].
 */
export function searchPoint(user: WithLocation, saved: SavedAddress | null): SearchPoint | null {
  if (user?.location) {
    const [lng, lat] = user.location.coordinates;
    return { lat, lng };
  }
  return saved ? { lat: saved.lat, lng: saved.lng } : null;
}
