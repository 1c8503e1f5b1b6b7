import { z } from 'zod';
import { LOCALES } from '../i18n/locales.js';
import { accountFormMessages, phoneMessages } from '../first-messages.js';
import { isValidPhone } from '../phone.js';
import { roles } from './roles.js';
import { addressNoteInput } from '../orders/address-input.js';

// product §7: "No length or strength rule is shown" for passwords. We still ask for 8
// characters (docs/decisions/003-sessions-and-accounts.md) and cap the length so hashing stays cheap.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 200;
export const passwordTooShort = `Your password needs at least ${PASSWORD_MIN} characters.`;

const email = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email({ message: 'Please enter a valid email address.' }));

const password = z
  .string()
  .min(PASSWORD_MIN, { message: passwordTooShort })
  .max(PASSWORD_MAX, { message: `Your password can have at most ${PASSWORD_MAX} characters.` });

export const signupBody = z
  .object({ email, password, passwordConfirm: z.string().max(PASSWORD_MAX) })
  .refine((b) => b.password === b.passwordConfirm, {
    message: accountFormMessages.signupPasswordsMismatch,
    path: ['passwordConfirm'],
  });
export type SignupBody = z.infer<typeof signupBody>;

export const loginBody = z.object({
  email,
  password: z
    .string()
    .min(1, { message: accountFormMessages.loginWrongCredentials })
    .max(PASSWORD_MAX),
});
export type LoginBody = z.infer<typeof loginBody>;

export const googleSignInBody = z.object({ tokenId: z.string().min(10).max(4096) });

export const forgotPasswordBody = z.object({ email });

export const resetPasswordBody = z
  .object({ password, passwordConfirm: z.string().max(PASSWORD_MAX) })
  .refine((b) => b.password === b.passwordConfirm, {
    message: accountFormMessages.resetPasswordsMismatch,
    path: ['passwordConfirm'],
  });
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;

// issue 20 (decision 025): Google's token with the account's password to link
export const googleLinkBody = z.object({
  tokenId: z.string().min(10).max(4096),
  password: z
    .string()
    .min(1, { message: accountFormMessages.loginWrongCredentials })
    .max(PASSWORD_MAX),
});

// product §5: location is a point with coordinates [longitude, latitude].
export const locationInput = z.object({
  type: z.literal('Point').optional(),
  coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
});

export const phoneDigits = z
  .string()
  .trim()
  .refine(isValidPhone, { message: phoneMessages.phoneRequired });

// product §9 PATCH /users/me (buyer fields); seller-side fields join in the seller issues.
export const updateMeBody = z
  .object({
    name: z.string().trim().max(400),
    email,
    phone: phoneDigits,
    zip: z.string().trim().max(20),
    address: z.string().trim().max(400),
    aptNumber: z.string().trim().max(100),
    // decision 041: the landmark or unit note the next checkout starts with
    addressNote: addressNoteInput,
    location: locationInput,
    guides: z.array(z.boolean()).max(10),
    // decision 048: e-mail me when a favourite seller opens a new menu day
    favouriteMenuEmails: z.boolean(),
  })
  .partial()
  .strict();
export type UpdateMeBody = z.infer<typeof updateMeBody>;

// product §5 User and product §5 User (seller fields), as the API returns it.
export const publicUser = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  address: z.string(),
  aptNumber: z.string(),
  apt_number: z.string(),
  addressNote: z.string(),
  zip: z.string(),
  role: z.enum(roles),
  // issue 20 (decision 025): whether the owner opened a link sent to `email`
  emailVerified: z.boolean(),
  // issue 23 (decision 044): the language the user chose, null while it follows the browser's
  language: z.enum(LOCALES).nullable(),
  userPhoto: z.string().nullable(),
  location: z
    .object({ type: z.literal('Point'), coordinates: z.tuple([z.number(), z.number()]) })
    .nullable(),
  rewards: z.number().int(),
  guides: z.array(z.boolean()),
  favouriteMenuEmails: z.boolean(),
  today: z.boolean(),
  // seller fields (empty or defaults for buyers)
  brandPhoto: z.string().nullable(),
  contain: z.boolean(),
  cuisine: z.array(z.string()),
  description: z.string(),
  miniAddress: z.string(),
  ratingsAverage: z.number(),
  ratingsQuantity: z.number().int(),
  menuDates: z.array(z.string()),
  dayPrep: z.number().int(),
  hourPrep: z.number().int(),
  promo: z.number(),
  finishedUpdating: z.boolean(),
  pantry: z.boolean(),
  pickup: z.boolean(),
  note: z.string(),
  closedDates: z.array(z.string()),
  deliveryTimesMon: z.array(z.boolean().nullable()),
  deliveryTimesTue: z.array(z.boolean().nullable()),
  deliveryTimesWed: z.array(z.boolean().nullable()),
  deliveryTimesThu: z.array(z.boolean().nullable()),
  deliveryTimesFri: z.array(z.boolean().nullable()),
  deliveryTimesSat: z.array(z.boolean().nullable()),
  deliveryTimesSun: z.array(z.boolean().nullable()),
});
export type PublicUser = z.infer<typeof publicUser>;

export const userReply = z.object({ user: publicUser });
export const loggedInReply = z.object({ loggedIn: z.boolean(), user: publicUser.nullable() });
