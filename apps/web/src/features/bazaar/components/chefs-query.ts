import {
  PARTY_TRAY_MIN_SERVING,
  priceBands,
  type FavouritesMode,
  type PriceLevel,
} from '@lutong/shared';
import type { KeyValueStore } from '../../../lib/browser-storage';
import { readSavedAddress } from '../../../lib/saved-address';
import { searchPoint, type SearchPoint } from '../../../lib/search-point';
import {
  ALL_CUISINES,
  readFilters,
  visibleFeatures,
  type BazaarFeature,
  type BazaarFilters,
  type SearchMode,
} from './filter-state';

/** What the visitor searched for: chefs by name, or the chefs who have a dish. */
export type BazaarSearch = { mode: SearchMode; text: string };

/** The filter query fields of GET/POST /users/getChefs (product §5), without the page. */
export type ChefsQuery = Record<string, string>;

/** The bazaar opens without a search (use-bazaar-search.ts). */
export const NO_SEARCH: BazaarSearch = { mode: 'chefs', text: '' };

type WithLocation = Parameters<typeof searchPoint>[0];

/**
 * The query of the bazaar's first page as it opens for `user` with what `store` holds (the entered
 * address, the filters), or null without a point to search around. The server draws the page from
 * it (entry-server.tsx) and the browser then finds that page under the same key.
 */
export function openingChefsQuery(
  user: WithLocation | null,
  store: KeyValueStore,
): ChefsQuery | null {
  const point = searchPoint(user, readSavedAddress(store));
  return point
    ? toChefsQuery(readFilters(store), NO_SEARCH, point, favouritesMode(user, false))
    : null;
}

/**
 * decision 048: a signed-in user's favourites come first in the bazaar, or alone with the
 * Favourites chip; a guest has none.
 */
export const favouritesMode = (user: unknown, only: boolean): FavouritesMode | undefined =>
  user ? (only ? 'only' : 'first') : undefined;

const priceFeatures: Record<PriceLevel, BazaarFeature> = {
  1: 'price-one',
  2: 'price-two',
  3: 'price-three',
};
const mealFeatureNames = ['vegetarian', 'vegan', 'promo', 'caterer', 'groupPromo'] as const;

function selectedPriceLevels(features: readonly BazaarFeature[]): PriceLevel[] {
  return ([1, 2, 3] as const).filter((level) => features.includes(priceFeatures[level]));
}

/**
 * product §11 price filter for dishes: price-one up to 250, price-two up to 400, price-three
 * from 401. A query holds one range, so several bands search the span from the lowest to the
 * highest selected band.
 */
export function dishPriceRange(levels: readonly PriceLevel[]): { gte?: number; lte?: number } {
  if (levels.length === 0) return {};
  const low = priceBands[levels[0] as PriceLevel].min;
  const high = priceBands[levels[levels.length - 1] as PriceLevel].max;
  return {
    ...(low > 0 ? { gte: low } : {}),
    ...(high !== null ? { lte: high } : {}),
  };
}

/** Maps the bazaar's filter state, search and point to the getChefs query (page excluded). */
export function toChefsQuery(
  filters: BazaarFilters,
  search: BazaarSearch,
  point: SearchPoint,
  favourites?: FavouritesMode,
): ChefsQuery {
  const features = filters.features.filter((f) => visibleFeatures(search.mode).includes(f));
  const query: ChefsQuery = {
    lat: String(point.lat),
    lng: String(point.lng),
    near: String(filters.order === 'near'),
    type: 'homechef',
  };
  if (favourites) query.favourites = favourites;
  // product §6: cook, baker and pantry are mutually exclusive; All sends none of them.
  if (filters.main !== 'all') query[filters.main] = 'true';
  if (filters.cuisine !== ALL_CUISINES) query.cuisine = filters.cuisine;
  if (features.includes('today')) query.today = 'true';
  const meal = mealFeatureNames.filter((m) => features.includes(m));
  if (meal.length > 0) query.meal = meal.join(',');
  if (filters.days.length > 0) query.menuDates = filters.days.join(',');

  const levels = selectedPriceLevels(features);
  if (search.mode === 'chefs') {
    if (levels.length > 0) query.priceLevel = levels.join(',');
    if (search.text !== '') query.name = search.text;
    return query;
  }
  // decision 039: the server finds the nearest sellers with a matching dish in the same call
  if (search.text !== '') query.dish = search.text;
  const { gte, lte } = dishPriceRange(levels);
  if (gte !== undefined) query['price[gte]'] = String(gte);
  if (lte !== undefined) query['price[lte]'] = String(lte);
  if (features.includes('partyTray')) query['servingSize[gte]'] = String(PARTY_TRAY_MIN_SERVING);
  return query;
}

export function chefsQueryString(query: ChefsQuery, page: number): string {
  return new URLSearchParams({ ...query, page: String(page) }).toString();
}
