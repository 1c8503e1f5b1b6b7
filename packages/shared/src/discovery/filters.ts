import { z } from 'zod';
import { weekdayCodes } from '../users/weekdays.js';

import { mealFeatures } from './categories.js';

/** GET /users/getChefs `favourites` (decision 048): only the signed-in buyer's favourites, or first. */
export const favouritesModes = ['only', 'first'] as const;
export type FavouritesMode = (typeof favouritesModes)[number];

const flag = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0'])])
  .transform((v) => v === true || v === 'true' || v === '1');
const list = <T extends z.ZodType<unknown, unknown>>(item: T) =>
  z
    .union([z.array(z.string()), z.string()])
    .transform((v) =>
      (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter((s) => s !== ''),
    )
    .pipe(z.array(item) as z.ZodType<z.output<T>[], string[]>);

/**
 * product §5 filter query fields of GET /users/getChefs. Numbers arrive as strings in a query;
 * `price[lte]` style keys are accepted as written by the existing app.
 */
export const getChefsQuery = z
  .object({
    lat: z.coerce.number().min(-90).max(90),
    lng: z.coerce.number().min(-180).max(180),
    page: z.coerce.number().int().min(1).max(1000).default(1),
    near: flag.default(true),
    priceLevel: list(z.coerce.number().int().min(1).max(3)).optional(),
    'price[lte]': z.coerce.number().int().min(0).max(1_000_000).optional(),
    'price[gte]': z.coerce.number().int().min(0).max(1_000_000).optional(),
    'servingSize[gte]': z.coerce.number().min(0).max(1000).optional(),
    today: flag.optional(),
    meal: list(z.enum(mealFeatures)).optional(),
    pantry: flag.optional(),
    baker: flag.optional(),
    cook: flag.optional(),
    cuisine: z.string().trim().max(40).optional(),
    name: z.string().trim().max(100).optional(),
    // decision 039: the sellers with a dish whose name matches (typo tolerant), nearest first
    dish: z.string().trim().max(100).optional(),
    menuDates: list(z.enum(weekdayCodes)).optional(),
    type: z.literal('homechef').optional(),
    // decision 048: the signed-in buyer's favourite sellers only, or first (ignored for guests)
    favourites: z.enum(favouritesModes).optional(),
  })
  .strict();
export type GetChefsQuery = z.infer<typeof getChefsQuery>;

export const dishSearchQuery = z.object({ name: z.string().trim().max(100).default('') });
export const dishIdsBody = z.object({ ids: z.array(z.uuid()).max(500) });
export const chefIdParams = z.object({ chefId: z.uuid() });
export const distanceParams = z.object({ userId: z.uuid() });
export const distanceQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
