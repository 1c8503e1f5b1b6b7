import {
  kindOf,
  MAX_PANTRY_CATEGORIES,
  normalisePhoneInput,
  pantryCategories,
  togglePick,
  type ApplicationDraft,
  type PantryCategory,
  type PublicUser,
} from '@lutong/shared';

/** What an earlier application sent, as GET /users/application returns it. */
export type SentApplication = {
  name?: string;
  email?: string;
  phone?: string;
  address?: string;
  zipCode?: string;
  cuisine?: string[];
  cook?: boolean;
  baker?: boolean;
  pantry?: boolean;
  pantryA?: string[];
  vegetarian?: boolean;
  pickup?: boolean;
  socialMedia?: string | null;
};

type ContactOfUser = Pick<PublicUser, 'name' | 'email' | 'phone' | 'address' | 'zip'>;

/**
 * A fresh form, filled with what the account already knows (its email above all), so an applicant
 * types only what is new. The seller kind and cuisine start unanswered (product §7).
 */
export function emptyDraft(user: ContactOfUser | null): ApplicationDraft {
  return {
    name: user?.name ?? '',
    email: user?.email ?? '',
    phone: normalisePhoneInput(user?.phone ?? ''),
    address: user?.address ?? '',
    zipCode: user?.zip ?? '',
    kind: null,
    cuisine: null,
    pantryA: [],
    vegetarian: false,
    pickup: true,
    socialMedia: '',
  };
}

const isPantryCategory = (value: string): value is PantryCategory =>
  (pantryCategories as readonly string[]).includes(value);

/** A declined applicant applies again starting from what they sent the first time. */
export function draftFromSent(sent: SentApplication, user: ContactOfUser | null): ApplicationDraft {
  const base = emptyDraft(user);
  const flagged = Boolean(sent.cook || sent.baker || sent.pantry);
  const kind = flagged
    ? kindOf({ cook: !!sent.cook, baker: !!sent.baker, pantry: !!sent.pantry })
    : null;
  return {
    name: sent.name ?? base.name,
    email: sent.email ?? base.email,
    phone: normalisePhoneInput(sent.phone ?? base.phone),
    address: sent.address ?? base.address,
    zipCode: sent.zipCode ?? base.zipCode,
    kind,
    cuisine: kind === null || kind === 'pantry' ? null : (sent.cuisine ?? null),
    pantryA: kind === 'pantry' ? (sent.pantryA ?? []).filter(isPantryCategory) : [],
    vegetarian: sent.vegetarian ?? base.vegetarian,
    pickup: sent.pickup ?? base.pickup,
    socialMedia: sent.socialMedia ?? '',
  };
}

/** product §7: at most 2 pantry categories; the clearing choice (null) empties the list. */
export function togglePantryPick(
  current: readonly PantryCategory[],
  pick: string | null,
): PantryCategory[] {
  return togglePick([...current], pick, MAX_PANTRY_CATEGORIES).filter(isPantryCategory);
}

const manilaDate = new Intl.DateTimeFormat('en-PH', {
  timeZone: 'Asia/Manila',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** The day an application was sent or decided, in Manila (e.g. 'March 4, 2026'). */
export function applicationDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : manilaDate.format(date);
}
