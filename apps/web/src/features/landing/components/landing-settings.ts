import type { SearchPoint } from '../../../lib/search-point';

// product §11: landing load delay 2 s, scroll threshold 350px (the rewards banner's 5 s lives in
// config/timers.ts beside the bazaar's 8 s).
export const LANDING_LOAD_DELAY_MS = 2_000;
export const LANDING_SCROLL_THRESHOLD_PX = 350;

/** Where the landing page looks for its best-rated kitchens before the visitor gives an address. */
export const MAKATI: SearchPoint = { lat: 14.5547, lng: 121.0244 };
