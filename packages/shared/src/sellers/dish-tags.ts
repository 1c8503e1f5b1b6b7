// product §5 Dish: the seven tag values. A module of their own, without the dish form's schemas
// (zod), so that the menu page's tag icons check a tag without loading them (decision 052).
export const dishTags = [
  'spice',
  'dairy',
  'vegetarian',
  'nuts',
  'vegan',
  'glutenFree',
  'sugar-free',
] as const;
export type DishTag = (typeof dishTags)[number];

/** True for one of the seven tag values (their words: the `dishTags` catalogue, keyed by value). */
export const isDishTag = (tag: string): tag is DishTag =>
  (dishTags as readonly string[]).includes(tag);
