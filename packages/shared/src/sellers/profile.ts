import { z } from 'zod';
import { SLOT_HOURS } from '../discovery/manila-time.js';
import { weekdayCodes, type WeekdayCode } from '../users/weekdays.js';
import { CLOSED_DATES_MAX } from './open-days.js';

// product §3.3, §3.4, §7 Profile and §11 limits.
export const BIO_MAX = 400;
export const SELLER_NAME_MAX = 400;
export const MINI_ADDRESS_MAX = 200;
export const DAY_PREP_MIN = 1;
export const DAY_PREP_BELOW = 7;
/** Issue 18 (decision 020): the chef's discount is a whole percent up to 50%. */
export const PROMO_MAX = 0.5;
/** Issue 18 (decision 020): the chef's note shown at checkout. */
export const CHEF_NOTE_MAX = 200;

/** The menu-day toggles: Mon to Sun plus Tod (today). */
export const menuDayCodes = [...weekdayCodes, 'Tod'] as const;
export type MenuDayCode = (typeof menuDayCodes)[number];

export const sellerMessages = {
  // product §10 My Menu and profile
  descriptionNotSaved:
    'There was an error and the description/name was not saved. Please refresh and try again later.',
  menuDatesNotSaved: 'There was an error and the menuDates were not saved...',
  imageUploadFailed: 'There was an error in uploading the image',
  dishDeleteFailed: (support: string) =>
    `There was an error in deleting the dish, please contact ${support}`,
  dishCreateFailed: 'There was an error in creating the dish...',
  dishUpdateFailed: 'There was an error in updating the dish...',
  todayNotSaved: 'There was an error. Your selection for today has not been registered.',
  imageType: 'You must put a jpg/jpeg or png image',
  // product §10 Application
  applicationFailed: (support: string) =>
    `There was an issue recieving your form. Please email ${support} that you want to become a chef/seller...`,
  applicationSent: 'An email has been sent to the product :) We will get back to you ASAP.',
  // the spec describes these without wording them
  miniAddressNotSaved:
    'There was an error and the mini address was not saved. Please refresh and try again later.',
  imageTooLarge: 'Your image is too big. Please choose an image under 5 MB.',
  // issue 20 (decision 029): pixels, not bytes; and a busy server
  imagePixels:
    'Your image has too many pixels. Please choose a photo of at most 25 megapixels (for example 6000 x 4000).',
  imageBusy: 'Many images are being uploaded right now. Please try again in a minute.',
  bioTooLong: `Your bio can have at most ${BIO_MAX} characters.`,
  nameTooLong: `Your name can have at most ${SELLER_NAME_MAX} characters.`,
  miniAddressTooLong: `Your mini address can have at most ${MINI_ADDRESS_MAX} characters.`,
  dayPrepRange: `Minimum preparation days must be at least ${DAY_PREP_MIN} and below ${DAY_PREP_BELOW}.`,
  deliveryTimesShape: 'Each day needs six time slots (10am to 8pm), each on or not available.',
  todayNeedsHourPrep:
    'Set how many hours you need to prepare before you can take orders for today.',
  sellerOnly: 'Only sellers can change their menu and working hours.',
  alreadySeller: 'You are already a seller on Lutong Bahay.',
  applicationDecided: 'This application was already decided.',
  declineReasonRequired: 'Please write the applicant a reason for declining.',
  vanityReserved: 'That word is used by a page of the site. Please choose another.',
  vanityShape: 'A short link is one word of 3 to 30 letters or digits.',
  vanityTaken: 'That short link is already taken.',
  vanitySellerRequired: 'Please choose the seller this short link opens.',
  vanityAdded: (word: string) => `The short link /${word} now opens the seller's menu.`,
  vanityRemoved: (word: string) => `The short link /${word} was removed.`,
  approved: 'The application was approved. The applicant is now a seller.',
  declined: 'The application was declined and the applicant was told why.',
  menuOpen: 'Your menu is open: buyers can now order from you.',
  menuClosed: 'Your menu shows TEMPORARILY CLOSED until you open it again.',
  // My Menu and the chef part of the profile (not worded by the spec)
  todayInactive:
    'Tod only opens same-day orders when today ordering is on in your profile and your hours of preparation are set.',
  hourPrepRange: 'Hours of preparation for same-day orders must be from 1 to 12.',
  dishCreated: 'Your dish is on your menu!',
  dishUpdated: 'Your dish was updated.',
  dishDeleted: 'The dish was removed from your menu.',
  refundNotDelivered:
    'Only a delivered order is refunded here: an open order is refunded by cancelling or rejecting it.',
  refundNothing:
    'This order has no payment left to refund (it was not paid, or was refunded already).',
  refunded: 'The refund was sent to the payment provider.',
  // failed refunds on the staff console (issue 19, decision 023; not worded by the spec)
  refundNoteRequired: 'Please write what was done about this refund (up to 500 characters).',
  refundNotOpen:
    'This refund is not a failed refund waiting for staff (it may be resolved already).',
  refundResolved: 'The refund is marked resolved.',
  listedInBazaar: 'Listed in the bazaar.',
  listedHiddenByStaff: 'Hidden by staff.',
  listedNotOpen: 'Menu not opened yet (TEMPORARILY CLOSED).',
  listedLowRatings: 'Hidden by low ratings (below 3.2 from 4 or more ratings).',
  // Shop settings (issue 18, decision 020; not worded by the spec)
  promoRange: `Your discount must be a whole percent from 0% to ${PROMO_MAX * 100}%.`,
  chefNoteTooLong: `Your note to buyers can have at most ${CHEF_NOTE_MAX} characters.`,
  closedDateShape: 'A closed date must be a calendar date such as 2026-12-25.',
  closedDatePast: 'A closed date must be after today. Use the today switch for today.',
  closedDatesTooMany: `You can close the shop on at most ${CLOSED_DATES_MAX} dates at once.`,
  shopSettingsSaved: 'Your shop settings were saved.',
  shopSettingsNotSaved:
    'There was an error and your shop settings were not saved. Please refresh and try again later.',
  menuDaysWithoutHours: (days: readonly string[]) =>
    `You have no working hours on ${days.join(', ')}, so buyers cannot order for ${days.length === 1 ? 'that day' : 'those days'}. Switch on a time slot in your working hours.`,
  weeklyStockBelowSold: (sold: number) =>
    `You have already sold ${sold} this week, so the weekly stock cannot be lower than that.`,
} as const;
/**
 * A seller rule's text by its key in the catalogue's `sellerRules` namespace (issue 23): the web
 * words it with `useTexts('sellerRules')`, the server in the request's language. The English
 * above is the catalogue's (a test keeps them equal), kept for zod and for logs.
 */
export type SellerRuleKey = keyof typeof sellerMessages;

/** The key of a seller rule whose English a zod refusal carries (to word it again), if one is. */
export const sellerRuleKeyOf = (english: string | undefined): SellerRuleKey | undefined =>
  (Object.keys(sellerMessages) as SellerRuleKey[]).find((key) => sellerMessages[key] === english);

const slots = z
  .array(z.boolean().nullable())
  .length(SLOT_HOURS.length, { message: sellerMessages.deliveryTimesShape });

const deliveryTimesFields = {
  deliveryTimesMon: slots,
  deliveryTimesTue: slots,
  deliveryTimesWed: slots,
  deliveryTimesThu: slots,
  deliveryTimesFri: slots,
  deliveryTimesSat: slots,
  deliveryTimesSun: slots,
};

/** The seller fields PATCH /users/me accepts from a chef (product §9). */
export const sellerProfileFields = {
  description: z.string().trim().max(BIO_MAX, { message: sellerMessages.bioTooLong }),
  miniAddress: z
    .string()
    .trim()
    .max(MINI_ADDRESS_MAX, { message: sellerMessages.miniAddressTooLong }),
  menuDates: z
    .array(z.enum(menuDayCodes))
    .max(menuDayCodes.length)
    .transform((days) => menuDayCodes.filter((d) => days.includes(d))),
  dayPrep: z
    .number()
    .int({ message: sellerMessages.dayPrepRange })
    .min(DAY_PREP_MIN, { message: sellerMessages.dayPrepRange })
    .max(DAY_PREP_BELOW - 1, { message: sellerMessages.dayPrepRange }),
  hourPrep: z.number().int().min(1).max(12),
  note: z.string().trim().max(CHEF_NOTE_MAX, { message: sellerMessages.chefNoteTooLong }),
  promo: z
    .number({ message: sellerMessages.promoRange })
    .min(0, { message: sellerMessages.promoRange })
    .max(PROMO_MAX, { message: sellerMessages.promoRange })
    .refine((p) => Math.abs(p * 100 - Math.round(p * 100)) < 1e-9, {
      message: sellerMessages.promoRange,
    })
    .transform((p) => Math.round(p * 100) / 100),
  closedDates: z
    .array(z.string().refine(isCalendarDate, { message: sellerMessages.closedDateShape }))
    .max(CLOSED_DATES_MAX, { message: sellerMessages.closedDatesTooMany })
    .transform((dates) => [...new Set(dates)].sort()),
  finishedUpdating: z.boolean(),
  contain: z.boolean(),
  ...deliveryTimesFields,
};
export const sellerProfileKeys = Object.keys(
  sellerProfileFields,
) as (keyof typeof sellerProfileFields)[];

export const updateTodayBody = z.object({ today: z.boolean() }).strict();

export type DeliveryTimesKey = keyof typeof deliveryTimesFields;
export const deliveryTimesKey = (day: WeekdayCode): DeliveryTimesKey => `deliveryTimes${day}`;

/** The week of slots of a user as the API shows it (deliveryTimesMon..Sun) keyed by weekday. */
export const deliveryTimesOf = (user: Record<DeliveryTimesKey, readonly (boolean | null)[]>) =>
  Object.fromEntries(weekdayCodes.map((day) => [day, user[deliveryTimesKey(day)]])) as Record<
    WeekdayCode,
    readonly (boolean | null)[]
  >;

/** 'YYYY-MM-DD' naming a real calendar date (no 2026-02-30). */
export function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 0));
  return date.toISOString().slice(0, 10) === value;
}

/** product §3.4: Tod counts as active only when the chef has today and hourPrep set. */
export function isTodayActive(chef: {
  today: boolean;
  hourPrep: number | null;
  menuDates: readonly string[];
}): boolean {
  return chef.today && (chef.hourPrep ?? 0) > 0 && chef.menuDates.includes('Tod');
}

/** product §6 Menu dates: one toggle, applied at once (rolled back by the caller on failure). */
export function toggleMenuDay(current: readonly string[], day: MenuDayCode): MenuDayCode[] {
  const on = current.includes(day);
  return menuDayCodes.filter((d) => (d === day ? !on : current.includes(d)));
}

/** One working-hours slot switched: on (true) or not available (null). */
export function toggleSlot(
  slotsOfDay: readonly (boolean | null)[],
  index: number,
): (boolean | null)[] {
  return SLOT_HOURS.map((_, i) => {
    const current = slotsOfDay[i] ?? null;
    if (i !== index) return current;
    return current ? null : true;
  });
}

// Vanity short links (product §2): one word that must never shadow a page of the site.
export const reservedVanityWords = [
  'admin',
  'analytics',
  'api',
  'assets',
  'bazaar',
  'cart',
  'checkout',
  'dashboard',
  'docs',
  'forgotpassword',
  'forgotpasswordstageone',
  'homechef',
  'login',
  'logout',
  'menu',
  'mymenu',
  'orders',
  'pay',
  'payouts',
  'profile',
  'rating',
  'signup',
  'track',
  'uploads',
  'demo',
  'static',
  'health',
] as const;

export const vanityWordBody = z.object({
  word: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]{3,30}$/, { message: sellerMessages.vanityShape })
    .refine((w) => !(reservedVanityWords as readonly string[]).includes(w), {
      message: sellerMessages.vanityReserved,
    }),
  chefId: z.uuid(),
});
