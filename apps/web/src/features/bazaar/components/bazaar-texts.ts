import { messages, priceBands } from '@lutong/shared';
import type { BazaarFeature, MainCategory, SearchMode } from './filter-state';

// The bazaar's labels; the spec's sentences come from packages/shared `messages` (product §2).

export const IMMEDIATE_ORDERS_NOTE = messages.immediateOrdersNote;

/** product §2 empty result: 'sellers', 'cooks' or 'bakers' by main category. */
export const noSellersText = (main: MainCategory) => {
  const noun = main === 'cook' ? 'cooks' : main === 'baker' ? 'bakers' : 'sellers';
  return messages.noSellersFound(noun);
};
/** The spec says only that a search adds 'a suggestion to try the other categories'. */
export const TRY_OTHER_CATEGORIES = 'Try searching in the other categories too.';
export const SORRY = 'Sorry!';

export const searchModeLabels: Record<SearchMode, string> = {
  chefs: 'Search by chefs',
  dishes: 'Search by dishes',
};
export const searchPlaceholders: Record<SearchMode, string> = {
  chefs: messages.searchChefsPlaceholder,
  dishes: messages.searchDishesPlaceholder,
};

export const mainCategoryLabels: Record<MainCategory, string> = {
  all: 'All',
  cook: 'The Cooks',
  baker: 'The Bakers',
  pantry: 'The Pantry',
};

const band = (level: 1 | 2 | 3) => {
  const { min, max } = priceBands[level];
  return max === null ? `P${min} and up` : min === 0 ? `Up to P${max}` : `P${min} to P${max}`;
};

export const featureLabels: Record<BazaarFeature, string> = {
  today: 'Today',
  'price-one': band(1),
  'price-two': band(2),
  'price-three': band(3),
  vegetarian: 'Vegetarian',
  vegan: 'Vegan',
  promo: 'Promo',
  caterer: 'Caterers',
  groupPromo: 'Group Promos',
  partyTray: 'Party Trays',
};

export const sortLabels = { near: 'Sort by distance', ratings: 'Sort by weighted ratings' };
