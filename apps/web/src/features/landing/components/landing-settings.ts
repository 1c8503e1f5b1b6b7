import type { PublicUser } from '@lutong/shared';
import type { SavedAddress } from '../../../lib/saved-address';
import { searchPoint, type SearchPoint } from '../../../lib/search-point';

// product §11: scroll threshold 350px (the rewards banner's 5 s lives in config/timers.ts beside
// the bazaar's 8 s). The spec's 2 s mascot delay on first load is gone (decision 037).
export const LANDING_SCROLL_THRESHOLD_PX = 350;

/** Where the landing page looks for its best-rated kitchens before the visitor gives an address. */
export const MAKATI: SearchPoint = { lat: 14.5547, lng: 121.0244 };

/** Where the landing looks for its best-rated kitchens: the visitor's point, else Makati. */
export const landingPoint = (user: PublicUser | null, saved: SavedAddress | null): SearchPoint =>
  searchPoint(user, saved) ?? MAKATI;

/** product §2: a signed-in user with an address and a stored location goes on to the bazaar. */
export const landingSendsOn = (user: PublicUser | null): boolean =>
  Boolean(user && user.address !== '' && user.location);
