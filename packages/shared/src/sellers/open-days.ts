import {
  isNextDayClosed,
  manilaClock,
  menuDayAfter,
  upcomingMenuDays,
  type MenuDay,
} from '../discovery/manila-time.js';
import type { Locale } from '../i18n/locales.js';
import { wordText } from '../i18n/words.js';
import { weekdayCodes, type WeekdayCode } from '../users/weekdays.js';

// Which days a chef takes orders on at all (issue 18, decision 020): a menu day with at least one
// working hour switched on, and not one of the chef's closed dates (holidays). One rule for the
// public menu's days, the bazaar's day filter (bazaar.query.ts writes the same in SQL), the cart,
// the checkout and My Menu's warning.

/** product §5 User (issue 18): at most this many closed dates at once. */
export const CLOSED_DATES_MAX = 60;

export type OpenDayChef = {
  menuDates: readonly string[];
  deliveryTimes:
    Partial<Record<WeekdayCode, readonly (boolean | null)[] | null | undefined>> | null | undefined;
  closedDates: readonly string[];
};

/** Whether the chef works at least one slot (10am to 8pm) on that weekday. */
export const hasWorkingHours = (chef: Pick<OpenDayChef, 'deliveryTimes'>, weekday: WeekdayCode) =>
  (chef.deliveryTimes?.[weekday] ?? []).some((slot) => slot === true);

/** Whether the chef closed the shop on that Manila calendar date ('YYYY-MM-DD'). */
export const isClosedDate = (chef: Pick<OpenDayChef, 'closedDates'>, dateKey: string) =>
  chef.closedDates.includes(dateKey);

/**
 * Why the chef takes no orders on that day, or null: a closed date -> 'dateClosedByChef'; no
 * working hour that weekday -> 'dayWithoutHours'. Whether the day is a menu day and still ahead
 * is the ordering window's rule (upcomingMenuDays, dayProblem).
 */
export function openDayProblem(
  chef: OpenDayChef,
  day: { weekday: WeekdayCode; dateKey: string },
): 'dateClosedByChef' | 'dayWithoutHours' | null {
  if (isClosedDate(chef, day.dateKey)) return 'dateClosedByChef';
  if (!hasWorkingHours(chef, day.weekday)) return 'dayWithoutHours';
  return null;
}

/** The coming menu days a buyer can pick (upcomingMenuDays without closed days or days without hours). */
export function openMenuDays(
  now: Date,
  chef: OpenDayChef & { dayPrep: number },
  locale: Locale = 'en',
): MenuDay[] {
  return upcomingMenuDays(now, chef, locale).filter((day) => openDayProblem(chef, day) === null);
}

/**
 * product §2 'From 8pm, next-day orders show NO ORDERS AFTER 8PM FOR NEXT DAY ORDERS' (issue 22,
 * decision 042): from 8pm Manila, tomorrow when the chef would have taken orders for it (a menu
 * day with working hours, not closed, dayPrep at most 1), so the menu shows the notice on that
 * day's tab and nowhere else; null before 8pm or when tomorrow was never orderable.
 */
export function closedNextDay(
  now: Date,
  chef: OpenDayChef & { dayPrep: number },
  locale: Locale = 'en',
): MenuDay | null {
  if (!isNextDayClosed(now) || chef.dayPrep > 1) return null;
  const tomorrow = menuDayAfter(now, 1, locale);
  if (!chef.menuDates.includes(tomorrow.weekday)) return null;
  return openDayProblem(chef, tomorrow) === null ? tomorrow : null;
}

/** My Menu's warning: the menu days (Mon..Sun) the chef works no slot on. */
export const menuDaysWithoutHours = (chef: Pick<OpenDayChef, 'menuDates' | 'deliveryTimes'>) =>
  weekdayCodes.filter((day) => chef.menuDates.includes(day) && !hasWorkingHours(chef, day));

/**
 * '2026-12-25' -> 'Dec 25', Filipino 'Dis 25' (a calendar date has no time zone: its Manila
 * morning is read).
 */
export function closedDateLabel(dateKey: string, locale: Locale = 'en'): string {
  const [y, m, d] = dateKey.split('-').map(Number);
  return manilaClock(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)), locale).label;
}

/** The coming menu days the chef closed: the days missing from the buyer's day list for it. */
export function closedMenuDays(
  now: Date,
  chef: OpenDayChef & { dayPrep: number },
  locale: Locale = 'en',
): MenuDay[] {
  return upcomingMenuDays(now, chef, locale).filter((day) => isClosedDate(chef, day.dateKey));
}

/**
 * The menu's line for buyers: 'Closed on Dec 24, Dec 25' (Filipino 'Sarado sa Dis 24, Dis 25');
 * empty when no coming menu day is closed.
 */
export function closedOnText(
  now: Date,
  chef: OpenDayChef & { dayPrep: number },
  locale: Locale = 'en',
): string {
  const days = closedMenuDays(now, chef);
  return days.length === 0
    ? ''
    : wordText(locale, 'closedOn', {
        days: days.map((d) => closedDateLabel(d.dateKey, locale)).join(', '),
      });
}

/** The chef's closed dates after today in Manila, in calendar order (My Menu's list). */
export function upcomingClosedDates(now: Date, chef: Pick<OpenDayChef, 'closedDates'>): string[] {
  const today = manilaClock(now).dateKey;
  return [...new Set(chef.closedDates)].filter((date) => date > today).sort();
}
