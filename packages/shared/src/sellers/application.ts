import { z } from 'zod';
import { bakerCategories, cookCuisines, pantryCategories } from '../discovery/categories.js';

export type PantryCategory = (typeof pantryCategories)[number];
import { isValidPhone, normalisePhoneInput } from '../phone.js';

// product §5 Seller application payload and §7 Seller application rules.
export const MAX_CUISINES = 2;
export const MAX_PANTRY_CATEGORIES = 2;

/** product §7: 'please enter all fields first, including the {field} field'. */
export const missingApplicationField = (field: string) =>
  `please enter all fields first, including the ${field} field`;

export type SellerKind = 'cook' | 'baker' | 'pantry';

/** The required fields in the order the form shows them, with the words the alert uses. */
export const applicationRequiredFields = [
  { key: 'name', label: 'name' },
  { key: 'email', label: 'email' },
  { key: 'phone', label: 'phone' },
  { key: 'address', label: 'address' },
  { key: 'zipCode', label: 'zip code' },
  { key: 'kind', label: 'type of seller' },
  { key: 'cuisine', label: 'cuisine' },
] as const;

/** What the form holds before it is sent: `cuisine` is null until a pick (or None) is made. */
export type ApplicationDraft = {
  name: string;
  email: string;
  phone: string;
  address: string;
  zipCode: string;
  kind: SellerKind | null;
  cuisine: string[] | null;
  pantryA: PantryCategory[];
  vegetarian: boolean;
  pickup: boolean;
  socialMedia: string;
};

/** The first required field left empty, or null when the draft is complete (product §7). */
export function firstMissingApplicationField(draft: ApplicationDraft): string | null {
  for (const field of applicationRequiredFields) {
    const value = draft[field.key];
    if (field.key === 'cuisine') {
      // pantry sellers pick pantry categories instead; None is an answer (an empty list)
      if (draft.kind !== 'pantry' && value === null) return field.label;
      continue;
    }
    if (field.key === 'phone') {
      if (!isValidPhone(normalisePhoneInput(draft.phone))) return field.label;
      continue;
    }
    if (typeof value === 'string' ? value.trim() === '' : value === null) return field.label;
  }
  return null;
}

/** The categories a kind of seller picks from: cuisines for cooks, bakes for bakers. */
export function cuisineChoices(kind: SellerKind | null): readonly string[] {
  if (kind === 'baker') return bakerCategories;
  if (kind === 'cook') return cookCuisines;
  return [];
}

/**
 * product §7: at most `max` picks; picking a chosen one removes it; picking None (null)
 * clears the others and is sent as an empty list.
 */
export function togglePick(current: string[] | null, pick: string | null, max: number): string[] {
  if (pick === null) return [];
  const list = current ?? [];
  if (list.includes(pick)) return list.filter((c) => c !== pick);
  if (list.length >= max) return list;
  return [...list, pick];
}

/** product §7: cook and baker are exclusive, and switching clears the cuisine picks. */
export function switchKind(draft: ApplicationDraft, kind: SellerKind): ApplicationDraft {
  if (draft.kind === kind) return draft;
  return { ...draft, kind, cuisine: null, pantryA: kind === 'pantry' ? draft.pantryA : [] };
}

/** The payload the form sends (product §5): name lower-cased, type fixed to homechef. */
export function toApplicationPayload(draft: ApplicationDraft): ApplicationBody {
  return {
    type: 'homechef',
    name: draft.name.trim().toLowerCase(),
    email: draft.email.trim().toLowerCase(),
    phone: normalisePhoneInput(draft.phone),
    address: draft.address.trim(),
    zipCode: draft.zipCode.trim(),
    cuisine: draft.cuisine ?? [],
    cook: draft.kind === 'cook',
    baker: draft.kind === 'baker',
    pantry: draft.kind === 'pantry',
    pantryA: draft.kind === 'pantry' ? draft.pantryA : [],
    vegetarian: draft.vegetarian,
    pickup: draft.pickup,
    signup: true,
    socialMedia: draft.socialMedia.trim(),
  };
}

const required = (label: string, max: number) =>
  z
    .string({ message: missingApplicationField(label) })
    .trim()
    .min(1, { message: missingApplicationField(label) })
    .max(max, { message: `The ${label} can have at most ${max} characters.` });

// product §5 payload, checked again by the server whatever the browser did.
export const applicationBody = z
  .object({
    type: z.literal('homechef'),
    name: required('name', 400).transform((s) => s.toLowerCase()),
    email: required('email', 254)
      .transform((s) => s.toLowerCase())
      .pipe(z.email({ message: 'Please enter a valid email address.' })),
    phone: z
      .string({ message: missingApplicationField('phone') })
      .trim()
      .refine(isValidPhone, { message: missingApplicationField('phone') }),
    address: required('address', 400),
    zipCode: required('zip code', 20),
    cuisine: z
      .array(z.string().trim().min(1).max(40), { message: missingApplicationField('cuisine') })
      .max(MAX_CUISINES, { message: `Please choose at most ${MAX_CUISINES} cuisines.` }),
    cook: z.boolean().default(false),
    baker: z.boolean().default(false),
    pantry: z.boolean().default(false),
    pantryA: z
      .array(z.enum(pantryCategories))
      .max(MAX_PANTRY_CATEGORIES, {
        message: `Please choose at most ${MAX_PANTRY_CATEGORIES} pantry categories.`,
      })
      .default([]),
    vegetarian: z.boolean().default(false),
    pickup: z.boolean().default(true),
    signup: z.boolean().default(true),
    socialMedia: z.string().trim().max(400).optional(),
  })
  .strict()
  .refine((b) => [b.cook, b.baker, b.pantry].filter(Boolean).length === 1, {
    message: missingApplicationField('type of seller'),
    path: ['cook'],
  })
  .refine((b) => b.cuisine.every((c) => cuisineChoices(kindOf(b)).includes(c)), {
    message: 'Please choose cuisines from the list.',
    path: ['cuisine'],
  });
export type ApplicationBody = z.input<typeof applicationBody>;
export type Application = z.output<typeof applicationBody>;

export function kindOf(flags: { cook: boolean; baker: boolean; pantry: boolean }): SellerKind {
  if (flags.baker) return 'baker';
  if (flags.pantry) return 'pantry';
  return 'cook';
}

export const applicationStatuses = ['pending', 'approved', 'declined'] as const;
export type ApplicationStatus = (typeof applicationStatuses)[number];
