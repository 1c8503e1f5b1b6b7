// The languages of the product (issue 23, decision 044): English, the spec's own texts, and
// Filipino. Which one a visitor gets, worded once for the server and the browser.

export const LOCALES = ['en', 'fil'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** The cookie that keeps a visitor's chosen language (guests too): a year, every path. */
export const LANGUAGE_COOKIE = 'lb_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** Each language named in itself, as the switch shows it. */
export const localeNames: Record<Locale, string> = { en: 'English', fil: 'Filipino' };

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language an Accept-Language header asks for first among ours, or null. Tagalog (`tl`) is
 * read as Filipino, its standard form; `fil-PH`, `en-PH`, `en-US` by their language. Ranges
 * with q=0 are refused ranges.
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | null {
  if (!header) return null;
  const ranges = header
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), order };
    })
    .filter((r) => r.tag && Number.isFinite(r.q) && r.q > 0)
    .sort((a, b) => b.q - a.q || a.order - b.order);
  for (const { tag } of ranges) {
    const language = tag.split('-')[0];
    if (language === 'fil' || language === 'tl') return 'fil';
    if (language === 'en') return 'en';
  }
  return null;
}

/**
 * A visitor's language: the signed-in user's choice kept on the account, else the choice kept in
 * the cookie (guests), else what the browser asks for, else English.
 */
export function pickLocale(from: {
  account?: string | null | undefined;
  cookie?: string | null | undefined;
  acceptLanguage?: string | null | undefined;
}): Locale {
  if (isLocale(from.account)) return from.account;
  if (isLocale(from.cookie)) return from.cookie;
  return localeFromAcceptLanguage(from.acceptLanguage) ?? DEFAULT_LOCALE;
}
