import { formatPhone, kindOf, type Locale, type TextKey, type TextValues } from '@lutong/shared';

/**
 * An applicant's social media link as a safe href: only http(s) links are made clickable. A bare
 * address such as 'facebook.com/titababy' is read as https; anything else (javascript:, mailto:,
 * plain words) stays text.
 */
export function externalHref(raw: string | null | undefined): string | null {
  const text = raw?.trim() ?? '';
  if (!text) return null;
  const hasScheme = /^[a-z][a-z0-9+.-]*:/i.test(text);
  const looksLikeAddress = /^(www\.)?[a-z0-9-]+(\.[a-z0-9-]+)+([/?#]|$)/i.test(text);
  const candidate = hasScheme ? text : looksLikeAddress ? `https://${text}` : null;
  if (!candidate) return null;
  try {
    const url = new URL(candidate);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.')) return null;
    return url.href;
  } catch {
    return null;
  }
}

/** The admin namespace's `t` (useTexts('admin').t): these words in the reader's language. */
type AdminWords = (key: TextKey<'admin'>, values?: TextValues) => string;

const kindWords = { cook: 'kindCook', baker: 'kindBaker', pantry: 'kindPantry' } as const;

/** 'Cook', 'Baker' or 'Pantry', from the application's flags (product §5). */
export function applicationKind(
  flags: { cook: boolean; baker: boolean; pantry: boolean },
  t: AdminWords,
): string {
  return t(kindWords[kindOf(flags)]);
}

/** The yes-flags of an application, in words ('Vegetarian', 'Offers pickup'). */
export function applicationFlags(
  flags: { vegetarian: boolean; pickup: boolean },
  t: AdminWords,
): string[] {
  const words: string[] = [];
  if (flags.vegetarian) words.push(t('flagVegetarian'));
  words.push(flags.pickup ? t('flagPickup') : t('flagDeliveryOnly'));
  return words;
}

/** A list of picks, or 'None' when the applicant chose None (an empty list). */
export const listOrNone = (items: readonly string[] | null | undefined, t: AdminWords): string =>
  items && items.length > 0 ? items.join(', ') : t('listNone');

/** The applicant's phone with the +63 prefix, or a dash. */
export const phoneShown = (digits: string | null | undefined): string =>
  digits ? formatPhone(digits) : '—';

const manilaDateTimeIn = (locale: string) =>
  new Intl.DateTimeFormat(locale, {
    timeZone: 'Asia/Manila',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
const manilaDateTime = {
  en: manilaDateTimeIn('en-PH'),
  fil: manilaDateTimeIn('fil-PH'),
} satisfies Record<Locale, Intl.DateTimeFormat>;

/** When an application was sent or decided, in Manila time. */
export function staffDate(iso: string | null | undefined, locale: Locale = 'en'): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : manilaDateTime[locale].format(date);
}

/** A seller's rating as staff read it: '4.25 (12 ratings)' or 'No ratings yet'. */
export function ratingShown(average: number, quantity: number, t: AdminWords): string {
  if (quantity <= 0) return t('noRatingsYet');
  return t('ratingShown', { average: average.toFixed(2), count: quantity });
}
