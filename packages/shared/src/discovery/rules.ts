// Discovery rules of the spec (product §5 Seller card, §11 constants), shared by server and browser.

export const PAGE_SIZE = 12;

/** product §11: price-one up to 250, price-two up to 400, price-three from 401. */
export const priceBands = {
  1: { min: 0, max: 250 },
  2: { min: 251, max: 400 },
  3: { min: 401, max: null },
} as const;
export type PriceLevel = keyof typeof priceBands;

export function priceLevelOf(price: number): PriceLevel {
  if (price <= priceBands[1].max) return 1;
  if (price <= priceBands[2].max) return 2;
  return 3;
}

/** product §11: a party tray serves at least 5. */
export const PARTY_TRAY_MIN_SERVING = 5;
export const isPartyTray = (servingSize: number): boolean => servingSize >= PARTY_TRAY_MIN_SERVING;

/** product §11: promo price = price x (1 - promo), rounded. */
export function promoPrice(price: number, promo: number): number {
  return Math.round(price * (1 - promo));
}

type Ratings = { ratingsAverage: number; ratingsQuantity: number };

/**
 * product §5: shown if finishedUpdating and (fewer than 4 ratings, or average >= 3.2, or
 * visible); never while staff have suspended the seller (issue 7).
 */
export function isSellerCardVisible(
  s: Ratings & { finishedUpdating: boolean; visible: boolean; suspended?: boolean },
): boolean {
  if (s.suspended) return false;
  return s.finishedUpdating && (s.ratingsQuantity < 4 || s.ratingsAverage >= 3.2 || s.visible);
}

/** product §2 Seller card: NEW tag below 4 ratings; stars from 4 ratings. */
export const isNewSeller = (s: Ratings): boolean => s.ratingsQuantity < 4;

/** product §2.5 Seller menu page: rating shown only with 4+ ratings and an average above 3.5. */
export const isMenuRatingShown = (s: Ratings): boolean =>
  s.ratingsQuantity >= 4 && s.ratingsAverage > 3.5;

/**
 * Bayesian average for the 'Sort by weighted ratings' order (docs/decisions/006-weighted-ratings.md):
 * every seller starts with WEIGHT imagined ratings at PRIOR, so one 5-star rating (3.75) ranks below
 * forty 4.8s (4.66).
 */
export const WEIGHTED_RATING_PRIOR = 3.5;
export const WEIGHTED_RATING_WEIGHT = 5;
export function weightedRating(s: Ratings): number {
  const c = WEIGHTED_RATING_WEIGHT;
  return (
    (c * WEIGHTED_RATING_PRIOR + s.ratingsQuantity * s.ratingsAverage) / (c + s.ratingsQuantity)
  );
}

/**
 * Issue 20: a chef's coordinates as anyone may see them, rounded to 3 decimals (about 100 m), so a
 * public menu or bazaar card never tells where the kitchen's door is. The exact distance stays for
 * signed-in users (GET /users/distance).
 */
export const publicCoordinate = (degrees: number): number => Math.round(degrees * 1000) / 1000;

/** product §11: distance rounded to 2 decimals (km). */
export const roundDistanceKm = (km: number): number => Math.round(km * 100) / 100;

/** product §2: the discount banner reads '{promo*100}% DISCOUNT'. */
export const discountLabel = (promo: number): string => `${Math.round(promo * 100)}% DISCOUNT`;
