// The shape of a dish in the demo catalogue, and the categories of the spec's filter bar.
import type { DishKind } from '../images.js';

// product §2 filter bar: cuisine tiles for cooks, baker tiles, pantry tiles.
export const cookCuisines = ['South Asian', 'American', 'Spanish', 'Thai', 'Italian', 'Japanese', 'Chinese', 'Middle Eastern', 'Filipino', 'Korean', 'Mexican', 'Vietnamese'] as const;
export const bakerCategories = ['Cookies', 'Cakes', 'Breads', 'Donuts', 'Pie', 'Baked Sushi', 'Macaroons', 'Creative'] as const;
export const pantryCategories = ['Sauces and Spreads', 'Dairy', 'Fresh', 'Batters and Doughs', 'Drinks'] as const;
export type CookCuisine = (typeof cookCuisines)[number];
export type BakerCategory = (typeof bakerCategories)[number];
export type PantryCategory = (typeof pantryCategories)[number];
export type MenuCategory = CookCuisine | BakerCategory | PantryCategory | 'Party Trays';

// product §5 Dish: the seven tag values.
export const dishTags = ['spice', 'dairy', 'vegetarian', 'nuts', 'vegan', 'glutenFree', 'sugar-free'] as const;
export type DishTag = (typeof dishTags)[number];
export const dishUnits = ['pax', 'pcs', 'jar', 'box', 'tray', 'ml'] as const;
export type DishUnit = (typeof dishUnits)[number];

export type DishTemplate = {
  name: string;
  kind: DishKind;
  /** whole pesos */
  price: number;
  servingSize: number;
  unit: DishUnit;
  tags: readonly DishTag[];
  description: string;
  allergyDescription: string;
  /** the assortment note a buyer must answer before adding to cart, e.g. 'Choose 3 flavours' */
  note: string;
  standardSpice: boolean;
  groupPromo: boolean;
};

type Extras = { allergy?: string; note?: string; standardSpice?: boolean; groupPromo?: boolean };

const tagAllergens: Partial<Record<DishTag, string>> = { nuts: 'nuts', dairy: 'milk' };

/** One catalogue entry: `serving` reads like the menu does, '1 pax', '12 pcs', '500 ml'. */
export function dish(name: string, kind: DishKind, price: number, serving: `${number} ${DishUnit}`, tags: readonly DishTag[], description: string, extras: Extras = {}): DishTemplate {
  const [size, unit] = serving.split(' ') as [string, DishUnit];
  const fromTags = tags.flatMap((t) => tagAllergens[t] ?? []);
  const allergy = extras.allergy ?? (fromTags.length > 0 ? `Contains ${fromTags.join(' and ')}.` : '');
  return {
    name,
    kind,
    price,
    servingSize: Number(size),
    unit,
    tags,
    description,
    allergyDescription: allergy,
    note: extras.note ?? '',
    standardSpice: extras.standardSpice ?? false,
    groupPromo: extras.groupPromo ?? false,
  };
}
