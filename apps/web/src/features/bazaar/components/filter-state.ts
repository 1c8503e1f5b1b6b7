import {
  bakerCategories,
  cookCuisines,
  pantryCategories,
  weekdayCodes,
  type WeekdayCode,
} from '@lutong/shared';
import type { KeyValueStore } from '../../../lib/browser-storage';

// product §5 'Filter state (kept locally)': selected cuisine, main filter, active features,
// selected days and order, remembered in this browser across visits. The point searched around
// lives with the entered address (lib/saved-address) or the user's location.

export const BAZAAR_FILTERS_KEY = 'lb:bazaar-filters';

export const mainCategories = ['all', 'cook', 'baker', 'pantry'] as const;
export type MainCategory = (typeof mainCategories)[number];

/** product §2 filter bar feature toggles, in the order the bar shows them. */
export const bazaarFeatures = [
  'today',
  'price-one',
  'price-two',
  'price-three',
  'vegetarian',
  'vegan',
  'promo',
  'caterer',
  'groupPromo',
  'partyTray',
] as const;
export type BazaarFeature = (typeof bazaarFeatures)[number];

export const sortOrders = ['near', 'ratings'] as const;
export type SortOrder = (typeof sortOrders)[number];

/** The cuisine tile that means 'no cuisine filter'. */
export const ALL_CUISINES = 'All';

export type BazaarFilters = {
  main: MainCategory;
  cuisine: string;
  features: BazaarFeature[];
  days: WeekdayCode[];
  order: SortOrder;
};

export const defaultFilters: BazaarFilters = {
  main: 'all',
  cuisine: ALL_CUISINES,
  features: [],
  days: [],
  order: 'near',
};

export type SearchMode = 'chefs' | 'dishes';

/**
 * product §11: 'Meal trays and price/serving filters are removed in chef mode'. Searching by
 * chefs, the price toggles become the chefs' price levels and the party tray (a serving-size
 * filter on dishes) is not offered; searching by dishes every toggle applies to the dishes.
 */
export function visibleFeatures(mode: SearchMode): readonly BazaarFeature[] {
  return mode === 'chefs' ? bazaarFeatures.filter((f) => f !== 'partyTray') : bazaarFeatures;
}

/** product §2 tiles: each category's list after 'All'; for All the three lists combined. */
export function cuisineTiles(main: MainCategory): string[] {
  switch (main) {
    case 'cook':
      return [ALL_CUISINES, ...cookCuisines];
    case 'baker':
      return [ALL_CUISINES, ...bakerCategories];
    case 'pantry':
      return [ALL_CUISINES, ...pantryCategories];
    case 'all':
      return [ALL_CUISINES, ...cookCuisines, ...bakerCategories, ...pantryCategories];
  }
}

/** product §6: switching the main category clears the cuisine filter. */
export function switchMainCategory(filters: BazaarFilters, main: MainCategory): BazaarFilters {
  return { ...filters, main, cuisine: ALL_CUISINES };
}

export function toggleFeature(filters: BazaarFilters, feature: BazaarFeature): BazaarFilters {
  const on = filters.features.includes(feature);
  const features = bazaarFeatures.filter((f) =>
    f === feature ? !on : filters.features.includes(f),
  );
  return { ...filters, features };
}

/** Days kept in week order, whatever order they were ticked in. */
export function withDays(filters: BazaarFilters, days: readonly WeekdayCode[]): BazaarFilters {
  return { ...filters, days: weekdayCodes.filter((d) => days.includes(d)) };
}

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** Reads stored filters, dropping anything unknown (an old or edited entry never breaks the page). */
export function parseFilters(raw: string | null): BazaarFilters {
  if (!raw) return defaultFilters;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return defaultFilters;
  }
  if (typeof value !== 'object' || value === null) return defaultFilters;
  const stored = value as Record<string, unknown>;
  const main = isOneOf(mainCategories, stored.main) ? stored.main : defaultFilters.main;
  const cuisine = isOneOf(cuisineTiles(main), stored.cuisine) ? stored.cuisine : ALL_CUISINES;
  const list = Array.isArray(stored.features) ? stored.features : [];
  const days = Array.isArray(stored.days) ? stored.days : [];
  return {
    main,
    cuisine,
    features: bazaarFeatures.filter((f) => list.includes(f)),
    days: weekdayCodes.filter((d) => days.includes(d)),
    order: isOneOf(sortOrders, stored.order) ? stored.order : defaultFilters.order,
  };
}

export const readFilters = (store: KeyValueStore): BazaarFilters =>
  parseFilters(store.getItem(BAZAAR_FILTERS_KEY));

export const writeFilters = (store: KeyValueStore, filters: BazaarFilters): void =>
  store.setItem(BAZAAR_FILTERS_KEY, JSON.stringify(filters));
