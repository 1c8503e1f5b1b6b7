import { z } from 'zod';
import { weekdayCodes } from '../users/weekdays.js';
import { dishTags, type DishTag } from './dish-tags.js';

// product §5 Dish and §7 Dish form (the tag values: dish-tags.ts).
export const dishFormMessages = {
  name: 'Please fill up the dish name!',
  description: 'Please fill up the description to tell us about your food.',
  price: 'Please put in a price!',
  // decision 019: prices are whole pesos (not worded by the spec)
  priceWholePesos:
    'Prices are in whole pesos: please put in a price without centavos, e.g. 149 or 150.',
  deliveryDates: "You haven't selected delivery/cooking dates for when people can place orders!",
  unit: 'Please put in a unit for your serving size',
  // not worded by the spec
  servingSize: 'The serving size must be a number from 0.',
  todayStock: 'Please put in how many portions you can cook today (a whole number from 1).',
  priceLocked:
    'The price cannot be changed after the dish is created. Please e-mail hello@lutongbahay.ph to change it.',
} as const;
/**
 * A dish form refusal by its key in the catalogue's `dishForm` namespace (issue 23): the web
 * words it with `useTexts('dishForm')`, the server in the request's language. The English above
 * is the catalogue's (a test keeps them equal), kept for zod and for logs.
 */
export type DishFormKey = keyof typeof dishFormMessages;

/** The key of a dish form rule whose English a zod refusal carries (to word it again), if one is. */
export const dishFormKeyOf = (english: string | undefined): DishFormKey | undefined =>
  (Object.keys(dishFormMessages) as DishFormKey[]).find((key) => dishFormMessages[key] === english);

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

/** The form's fields, each checked alone; no defaults, so an edit leaves absent fields unchanged. */
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
  tags: z.array(z.enum(dishTags)).max(dishTags.length),
  deliveryDates,
  allergyDescription: text(DISH_TEXT_MAX),
  note: text(DISH_TEXT_MAX),
  groupPromo: z.boolean(),
  standardSpice: z.boolean(),
  photo: z.string().max(500).nullable(),
  // product §5 Dish: a daily stock switch per weekday (OUT OF STOCK when false)
  stockQuantity: z.array(z.boolean()).length(7),
  weeklyStock: z.number().int().min(0).max(10_000).nullable(),
  // product §5 Dish: `now` offers the dish today (until Manila midnight, decision 019) with
  // `todayStock` portions (null: no count for today)
  now: z.boolean(),
  todayStock: z
    .number({ message: dishFormMessages.todayStock })
    .int({ message: dishFormMessages.todayStock })
    .min(0, { message: dishFormMessages.todayStock })
    .max(10_000, { message: dishFormMessages.todayStock })
    .nullable(),
};

/** What a new dish holds for the fields its form leaves out. */
const dishDefaults = {
  tags: dishFields.tags.default([]),
  allergyDescription: dishFields.allergyDescription.default(''),
  note: dishFields.note.default(''),
  groupPromo: dishFields.groupPromo.default(false),
  standardSpice: dishFields.standardSpice.default(false),
  photo: dishFields.photo.default(null),
  stockQuantity: dishFields.stockQuantity.default([true, true, true, true, true, true, true]),
  weeklyStock: dishFields.weeklyStock.default(null),
  now: dishFields.now.default(false),
  todayStock: dishFields.todayStock.default(null),
};

// decision 019: whole pesos, as the money model (orders/money.ts) and the integer column hold them.
const price = z
  .number({ message: dishFormMessages.price })
  .min(1, { message: dishFormMessages.price })
  .max(DISH_PRICE_MAX, { message: dishFormMessages.price })
  .int({ message: dishFormMessages.priceWholePesos });

/** POST /dishes {dish}: the whole form. */
export const createDishBody = z.object({
  dish: z.object({ ...dishFields, ...dishDefaults, price }).strict(),
});
export type CreateDishInput = z.input<typeof createDishBody>['dish'];

/**
 * PATCH /dishes/{id} {dish}: the fields the body names, and only those (issue 18: a stock toggle
 * must not wipe the photo); any field but the price (product §3.3: price is locked).
 */
export const updateDishBody = z.object({
  dish: z
    .object({ ...dishFields, price })
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
  /** the seven daily stock switches the chef sees on the card, sent back as they are */
  stockQuantity: boolean[];
};

/** The first refusal of the form's checks in the spec's order (its key), or null when it can be sent. */
export function dishDraftError(draft: DishDraft, mode: 'create' | 'edit'): DishFormKey | null {
  if (!draft.name.trim()) return 'name';
  if (!draft.description.trim()) return 'description';
  if (mode === 'create') {
    const problem = priceProblem(draft.price);
    if (problem) return problem;
  }
  if (!draft.deliveryDates.some((d) => d !== '')) return 'deliveryDates';
  if (!draft.unit.trim()) return 'unit';
  const size = Number(draft.servingSize);
  if (draft.servingSize.trim() === '' || !Number.isFinite(size) || size < 0) {
    return 'servingSize';
  }
  return null;
}

/** Decision 019: a missing price gets the spec's message, a price with centavos says why. */
function priceProblem(text: string): DishFormKey | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < 1 || n > DISH_PRICE_MAX) {
    return 'price';
  }
  return Number.isInteger(n) ? null : 'priceWholePesos';
}

/** Toggles one weekday in the seven-entry delivery dates. */
export function toggleDeliveryDate(dates: readonly string[], dayIndex: number): string[] {
  return weekdayCodes.map((code, i) => {
    const current = dates[i] ?? '';
    if (i !== dayIndex) return current;
    return current === '' ? code : '';
  });
}

/** My Menu's "Portions for today" (decision 019): a whole number from 1, or null when it is not. */
export function todayPortions(text: string): number | null {
  const n = Number(text);
  if (text.trim() === '' || !Number.isInteger(n) || n < 1) return null;
  return updateDishBody.shape.dish.shape.todayStock.safeParse(n).success ? n : null;
}
