import type { Locale } from '../i18n/locales.js';

// The week as menus and delivery slots name it. Kept apart from the zod schemas so that code
// which needs only the day names (the browser's cart, loaded on every page) does not bring zod.

export const weekdayCodes = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeekdayCode = (typeof weekdayCodes)[number];

/** A week of delivery slots: six entries for hours 10..20, `true` when on, `null` when not. */
export type DeliveryTimes = (boolean | null)[];

/** How a language names days and months: English as the spec writes them, Filipino by Intl. */
const intlLocale: Record<Exclude<Locale, 'en'>, string> = { fil: 'fil-PH' };

// Intl's formatters are slow to build and quick to use: one per language and width, kept.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(
  locale: Exclude<Locale, 'en'>,
  options: Intl.DateTimeFormatOptions,
): Intl.DateTimeFormat {
  const id = `${locale}:${JSON.stringify(options)}`;
  let found = formatters.get(id);
  if (!found) {
    found = new Intl.DateTimeFormat(intlLocale[locale], { timeZone: 'UTC', ...options });
    formatters.set(id, found);
  }
  return found;
}

/** A Monday (2026-11-23, UTC): the week whose days name the weekday codes in another language. */
const MONDAY_UTC = Date.UTC(2026, 10, 23);
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A weekday as a language names it: 'Mon' (the code itself, the spec's English) or 'Monday';
 * Filipino 'Lun' or 'Lunes' (Intl, fil-PH). `locale` is 'en' or 'fil'.
 */
export function weekdayName(
  code: WeekdayCode,
  locale: Locale = 'en',
  width: 'short' | 'long' = 'short',
): string {
  const index = weekdayCodes.indexOf(code);
  if (locale === 'en') return width === 'short' ? code : (englishLongDays[index] ?? code);
  return formatter(locale, { weekday: width }).format(new Date(MONDAY_UTC + index * DAY_MS));
}

const englishLongDays = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
];
/** The months' short English names, Jan to Dec (the charts' months too: ratings.ts). */
export const englishMonths = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** The months' whole English names, as the dashboard and the chefs' refusals write them. */
export const englishLongMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/**
 * A month (0-11) shortly named: 'Dec'; Filipino 'Dis' (Intl, fil-PH). `long`: 'December',
 * Filipino 'Disyembre'.
 */
export function monthName(
  month: number,
  locale: Locale = 'en',
  width: 'short' | 'long' = 'short',
): string {
  if (locale === 'en') return (width === 'short' ? englishMonths : englishLongMonths)[month] ?? '';
  return formatter(locale, { month: width }).format(new Date(Date.UTC(2026, month, 15)));
}
