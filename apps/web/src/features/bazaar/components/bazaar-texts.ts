import { priceBands, type TextKey } from '@lutong/shared';
import type { BazaarFeature, MainCategory, SearchMode } from './filter-state';

// The bazaar's labels as keys of the catalogue (decision 044), worded by the components with
// useTexts('bazaar'); the spec's sentences are keys of the `messages` namespace (product §2).

type BazaarText = TextKey<'bazaar'>;
type MessageText = TextKey<'messages'>;

/**
 * product §2 empty result: 'sellers', 'cooks' or 'bakers' by main category, the `noun` of the
 * `messages` namespace's noSellersFound (an ICU select, worded by the message in each language).
 */
export const noSellersNoun = (main: MainCategory): 'cooks' | 'bakers' | 'sellers' =>
  main === 'cook' ? 'cooks' : main === 'baker' ? 'bakers' : 'sellers';

export const searchModeLabels: Record<SearchMode, BazaarText> = {
  chefs: 'searchByChefs',
  dishes: 'searchByDishes',
};
export const searchPlaceholders: Record<SearchMode, MessageText> = {
  chefs: 'searchChefsPlaceholder',
  dishes: 'searchDishesPlaceholder',
};

export const mainCategoryLabels: Record<MainCategory, BazaarText> = {
  all: 'categoryAll',
  cook: 'categoryCook',
  baker: 'categoryBaker',
  pantry: 'categoryPantry',
};

/** A price band's label: its text's key and the pesos it names. */
export type BandLabel = { key: BazaarText; values: { min: number; max: number } };

const band = (level: 1 | 2 | 3): BandLabel => {
  const { min, max } = priceBands[level];
  if (max === null) return { key: 'priceFrom', values: { min, max: 0 } };
  return { key: min === 0 ? 'priceUpTo' : 'priceBetween', values: { min, max } };
};

export const featureLabels: Record<BazaarFeature, BazaarText | BandLabel> = {
  today: 'featureToday',
  'price-one': band(1),
  'price-two': band(2),
  'price-three': band(3),
  vegetarian: 'featureVegetarian',
  vegan: 'featureVegan',
  promo: 'featurePromo',
  caterer: 'featureCaterer',
  groupPromo: 'featureGroupPromo',
  partyTray: 'featurePartyTray',
};

export const sortLabels: Record<'near' | 'ratings', BazaarText> = {
  near: 'sortNear',
  ratings: 'sortRatings',
};
