import { wordText } from '../i18n/words.js';
import type { Locale } from '../i18n/locales.js';
import { monthName, weekdayName, type WeekdayCode } from '../users/weekdays.js';

// Every time rule runs on Asia/Manila wall-clock time: UTC+8, no daylight saving (ARCHITECTURE §3).
// Functions take `now`; nothing here reads the clock.
const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const weekdays: WeekdayCode[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

export type ManilaClock = {
  dateKey: string;
  weekday: WeekdayCode;
  hour: number;
  minute: number;
  /** the date as `locale` names it: 'Nov 28', Filipino 'Nob 28' */
  label: string;
};

/** Manila's calendar date, weekday and time at the instant `now`; its label in `locale`. */
export function manilaClock(now: Date, locale: Locale = 'en'): ManilaClock {
  const local = new Date(now.getTime() + MANILA_OFFSET_MS);
  const y = local.getUTCFullYear();
  const m = local.getUTCMonth();
  const d = local.getUTCDate();
  return {
    dateKey: `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`,
    weekday: weekdays[local.getUTCDay()] ?? 'Sun',
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    label: `${monthName(m, locale)} ${d}`,
  };
}

/** product §11: slot hours 10, 12, 14, 16, 18, 20 (the six entries of a deliveryTimes day). */
export const SLOT_HOURS = [10, 12, 14, 16, 18, 20] as const;
/** product §11: default last slot hour when a chef set none. */
export const DEFAULT_LAST_SLOT_HOUR = 10;
/** product §2: from 8pm no more orders for the next day. */
export const NEXT_DAY_CUTOFF_HOUR = 20;

export function lastSlotHour(slots: readonly (boolean | null)[] | undefined): number {
  let last: number | null = null;
  SLOT_HOURS.forEach((hour, i) => {
    if (slots?.[i]) last = hour;
  });
  return last ?? DEFAULT_LAST_SLOT_HOUR;
}

/** product §11: same-day orders end at the last delivery hour minus hourPrep. */
export function sameDayCutoffHour(chef: {
  todaySlots: readonly (boolean | null)[] | undefined;
  hourPrep: number;
}): number {
  return lastSlotHour(chef.todaySlots) - chef.hourPrep;
}

export function isSameDayOpen(
  now: Date,
  chef: { todaySlots: readonly (boolean | null)[] | undefined; hourPrep: number },
): boolean {
  const { hour, minute } = manilaClock(now);
  return hour * 60 + minute < sameDayCutoffHour(chef) * 60;
}

/** product §2: 'NO ORDERS AFTER 8PM FOR NEXT DAY ORDERS'. */
export function isNextDayClosed(now: Date): boolean {
  return manilaClock(now).hour >= NEXT_DAY_CUTOFF_HOUR;
}

/** 10 -> '10am', 12 -> '12pm', 14 -> '2pm'. */
export function formatHour(hour: number): string {
  const h = ((hour % 24) + 24) % 24;
  const twelve = h % 12 === 0 ? 12 : h % 12;
  return `${twelve}${h < 12 ? 'am' : 'pm'}`;
}

/**
 * An instant as Manila reads it, e.g. 'Nov 26, 7:05pm', Filipino 'Nob 26, 7:05pm' (when a copy of
 * a menu was last seen, decision 046).
 */
export function formatManilaTime(at: Date, locale: Locale = 'en'): string {
  const { label, hour, minute } = manilaClock(at, locale);
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${label}, ${twelve}:${String(minute).padStart(2, '0')}${hour < 12 ? 'am' : 'pm'}`;
}

export type MenuDay = { weekday: WeekdayCode; dateKey: string; label: string };

/**
 * The days a buyer can order for (product §2 day selector 'MENU FOR: {Day}, {date}'): the chef's
 * menu days within the coming week, at least dayPrep days ahead; tomorrow drops out from 8pm.
 * Their labels in `locale`.
 */
export function upcomingMenuDays(
  now: Date,
  chef: { menuDates: readonly string[]; dayPrep: number },
  locale: Locale = 'en',
): MenuDay[] {
  const first = Math.max(1, chef.dayPrep) + (isNextDayClosed(now) && chef.dayPrep <= 1 ? 1 : 0);
  const days: MenuDay[] = [];
  for (let offset = first; offset < first + 7; offset += 1) {
    const day = menuDayAfter(now, offset, locale);
    if (chef.menuDates.includes(day.weekday)) days.push(day);
  }
  return days;
}

/**
 * The Manila day `offset` days after `now`, labelled 'MENU FOR: {Day}, {date}' (Filipino
 * 'MENU PARA SA: Sab, Nob 28').
 */
export function menuDayAfter(now: Date, offset: number, locale: Locale = 'en'): MenuDay {
  const clock = manilaClock(new Date(now.getTime() + offset * DAY_MS), locale);
  return { weekday: clock.weekday, dateKey: clock.dateKey, label: menuForText(clock, locale) };
}

const menuForText = (clock: ManilaClock, locale: Locale) =>
  wordText(locale, 'menuFor', { day: manilaDayText(clock, locale) });

/** Noon in Manila (04:00 UTC) on a calendar date 'YYYY-MM-DD', or null when it is not one. */
export function manilaNoon(dateKey: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(dateKey);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  return new Date(Date.UTC(y, m - 1, d, 4));
}

/**
 * A menu day's tab label worded from the day itself, in `locale`: 'MENU FOR: Sat, Nov 28'
 * (Filipino 'MENU PARA SA: Sab, Nob 28'), 'TODAY' ('NGAYON') for today's menu. The cart names an
 * order's day with it, in the reader's language whatever language the line was added in.
 */
export function menuDayLabel(
  day: { dateKey: string; today?: boolean },
  locale: Locale = 'en',
): string {
  if (day.today) return wordText(locale, 'menuToday');
  const noon = manilaNoon(day.dateKey);
  return noon ? menuForText(manilaClock(noon, locale), locale) : day.dateKey;
}

/** A Manila day as every surface names it: 'Sat, Nov 28', Filipino 'Sab, Nob 28'. */
export function manilaDayText(
  clock: Pick<ManilaClock, 'weekday' | 'label'>,
  locale: Locale = 'en',
): string {
  return wordText(locale, 'dayAndDate', {
    weekday: weekdayName(clock.weekday, locale),
    date: clock.label,
  });
}

/** Index 0..6 of a weekday in the spec's Mon..Sun arrays (stockQuantity, deliveryDates). */
export function weekdayIndex(weekday: WeekdayCode): number {
  return (weekdays.indexOf(weekday) + 6) % 7;
}
