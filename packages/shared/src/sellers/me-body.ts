import { z } from 'zod';
import { updateMeBody } from '../users/schemas.js';
import { applicationBody } from './application.js';
import { sellerProfileFields } from './profile.js';

/**
 * product §9 PATCH /users/me: {guides}, or the application payload (type 'homechef'), or any
 * of the contact and seller fields. The server refuses the seller fields from non-sellers.
 */
export const patchMeBody = z.discriminatedUnion('type', [
  applicationBody,
  updateMeBody.extend({ type: z.undefined().optional() }).extend(
    Object.fromEntries(Object.entries(sellerProfileFields).map(([k, v]) => [k, v.optional()])) as {
      [K in keyof typeof sellerProfileFields]: z.ZodOptional<(typeof sellerProfileFields)[K]>;
    },
  ),
]);
export type PatchMeBody = z.input<typeof patchMeBody>;
export type PatchMe = z.output<typeof patchMeBody>;
