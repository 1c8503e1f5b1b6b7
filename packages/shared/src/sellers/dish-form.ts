import { z } from 'zod';
import { weekdayCodes } from '../users/weekdays.js';

// spec seller §3 Dish and §5 Dish form.
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

export const dishTagLabels: Record<DishTag, string> = {
  spice: 'Spicy',
  dairy: 'Dairy',
  vegetarian: 'Vegetarian',
  nuts: 'Nuts',
  vegan: 'Vegan',
  glutenFree: 'Gluten-free',
  'sugar-free': 'Sugar-free',
};

export const dishFormMessages = {
  name: 'Please fill up the dish name!',
  description: 'Please fill up the description to tell us about your food.',
  price: 'Please put in a price!',
  deliveryDates: "You haven't selected delivery/cooking dates for when people can place orders!",
  unit: 'Please put in a unit for your serving size',
  // not worded by the spec
  servingSize: 'The serving size must be a number from 0.',
  priceLocked:
    'The price cannot be changed after the dish is created. Please e-mail hello@lutongbahay.ph to change it.',
} as const;

export const DISH_NAME_MAX = 120;
export const DISH_TEXT_MAX = 1000;
export const DISH_PRICE_MAX = 100_000;

/** Seven entries Mon..Sun: the day's code when the dish is cooked that day, else ''. */
const deliveryDates = z
  .array(z.union([z.enum(weekdayCodes), z.literal('')]))
  .length(7)
  .refine((days) => days.every((d, i) => d === '' || d === weekdayCodes[i]), {
    message: dishFormMessages.deliveryDates,
  })
  .refine((days) => days.some((d) => d !== ''), { message: dishFormMessages.deliveryDates });

const text = (max: number) => z.string().trim().max(max);

const dishFields = {
  name: z
    .string({ message: dishFormMessages.name })
    .trim()
    .min(1, { message: dishFormMessages.name })
    .max(DISH_NAME_MAX),
  description: z
    .string({ message: dishFormMessages.description })
    .trim()
    .min(1, { message: dishFormMessages.description })
    .max(DISH_TEXT_MAX),
  servingSize: z
    .number({ message: dishFormMessages.servingSize })
    .min(0, { message: dishFormMessages.servingSize })
    .max(10_000, { message: dishFormMessages.servingSize }),
  unit: z
    .string({ message: dishFormMessages.unit })
    .trim()
    .min(1, { message: dishFormMessages.unit })
    .max(40),
  tags: z.array(z.enum(dishTags)).max(dishTags.length).default([]),
  deliveryDates,
  allergyDescription: text(DISH_TEXT_MAX).default(''),
  note: text(DISH_TEXT_MAX).default(''),
  groupPromo: z.boolean().default(false),
  standardSpice: z.boolean().default(false),
  photo: z.string().max(500).nullable().default(null),
  // spec seller §3 Dish: a daily stock switch per weekday (OUT OF STOCK when false)
  stockQuantity: z.array(z.boolean()).length(7).default([true, true, true, true, true, true, true]),
  weeklyStock: z.number().int().min(0).max(10_000).nullable().default(null),
};

const price = z
  .number({ message: dishFormMessages.price })
  .int({ message: dishFormMessages.price })
  .min(1, { message: dishFormMessages.price })
  .max(DISH_PRICE_MAX, { message: dishFormMessages.price });

/** POST /dishes {dish}: the whole form. */
export const createDishBody = z.object({
  dish: z.object({ ...dishFields, price }).strict(),
});
export type CreateDishInput = z.input<typeof createDishBody>['dish'];

/** PATCH /dishes/{id} {dish}: any field but the price (spec seller §2.3: price is locked). */
export const updateDishBody = z.object({
  dish: z
    .object({ ...dishFields, price: price.optional() })
    .partial()
    .strict(),
});
export type UpdateDishInput = z.input<typeof updateDishBody>['dish'];

export const dishIdParams = z.object({ id: z.uuid() });

/** What the dish form holds as the chef types (prices and sizes are text until sent). */
export type DishDraft = {
  name: string;
  description: string;
  price: string;
  servingSize: string;
  unit: string;
  tags: DishTag[];
  deliveryDates: string[];
  allergyDescription: string;
  note: string;
  groupPromo: boolean;
  photo: string | null;
};

/** The first message of the form's checks in the spec's order, or null when it can be sent. */
export function dishDraftError(draft: DishDraft, mode: 'create' | 'edit'): string | null {
  if (!draft.name.trim()) return dishFormMessages.name;
  if (!draft.description.trim()) return dishFormMessages.description;
  if (mode === 'create' && !isWholePeso(draft.price)) return dishFormMessages.price;
  if (!draft.deliveryDates.some((d) => d !== '')) return dishFormMessages.deliveryDates;
  if (!draft.unit.trim()) return dishFormMessages.unit;
  const size = Number(draft.servingSize);
  if (draft.servingSize.trim() === '' || !Number.isFinite(size) || size < 0) {
    return dishFormMessages.servingSize;
  }
  return null;
}

function isWholePeso(text: string): boolean {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= 1 && n <= DISH_PRICE_MAX;
}

/** Toggles one weekday in the seven-entry delivery dates. */
export function toggleDeliveryDate(dates: readonly string[], dayIndex: number): string[] {
  return weekdayCodes.map((code, i) => {
    const current = dates[i] ?? '';
    if (i !== dayIndex) return current;
    return current === '' ? code : '';
  });
}
