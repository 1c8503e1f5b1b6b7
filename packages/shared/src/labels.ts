// Words for dates and names as screens, e-mails and refusals write them (issue 18 defect 7).

import type { Locale } from './i18n/locales.js';
import { englishLongMonths, monthName } from './users/weekdays.js';

const WEEKDAY_NAMES = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];
const MONTH_NAMES = englishLongMonths;

/** "2026-11-28" -> "Saturday, November 28" (how the chef's refusals name an order's day). */
export function dayLabel(dateKey: string): string {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  const weekday = WEEKDAY_NAMES[new Date(Date.UTC(y, m - 1, d)).getUTCDay()] ?? '';
  return `${weekday}, ${MONTH_NAMES[m - 1] ?? ''} ${d}`;
}

/** "2026-11" -> "November 2026" (the dashboard's monthly revenue line). */
export function monthLabel(monthKey: string, locale: Locale = 'en'): string {
  const [y, m] = monthKey.split('-').map(Number) as [number, number];
  const name = m >= 1 && m <= 12 ? monthName(m - 1, locale, 'long') : '';
  return name ? `${name} ${y}` : monthKey;
}

/**
 * A person's name as screens and greetings show it: each word capitalised ("maria dela cruz" ->
 * "Maria Dela Cruz"). The application stores the name lower-cased (product §1); this is only
 * how it is shown.
 */
export function displayName(name: string): string {
  return name
    .trim()
    .split(/(\s+|-)/)
    .map((part) => (part ? part.charAt(0).toUpperCase() + part.slice(1) : part))
    .join('');
}
