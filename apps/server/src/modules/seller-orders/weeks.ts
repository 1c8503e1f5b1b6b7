import { manilaClock } from '@lutong/shared';

// Manila calendar arithmetic for money (ARCHITECTURE §10: business time is Asia/Manila, UTC+8, no DST).

const MANILA_OFFSET_MS = 8 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The instant Manila's day `dateKey` (YYYY-MM-DD) begins. */
export const manilaMidnight = (dateKey: string): Date =>
  new Date(Date.parse(`${dateKey}T00:00:00Z`) - MANILA_OFFSET_MS);

const dateKeyOf = (instant: Date) => manilaClock(instant).dateKey;

/** The first instant of the Manila month of `now`. */
export function manilaMonthStart(now: Date): Date {
  return manilaMidnight(`${dateKeyOf(now).slice(0, 7)}-01`);
}

/** The Monday (YYYY-MM-DD) of the Manila week holding `now`. */
export function mondayOf(now: Date): string {
  const today = manilaMidnight(dateKeyOf(now));
  const weekday = new Date(today.getTime() + MANILA_OFFSET_MS).getUTCDay(); // 0 Sunday
  const back = (weekday + 6) % 7;
  return dateKeyOf(new Date(today.getTime() - back * DAY_MS));
}

/** The first instant after the week starting on Monday `weekStart`. */
export const weekEnd = (weekStart: string): Date =>
  new Date(manilaMidnight(weekStart).getTime() + 7 * DAY_MS);

/** The week a payout run at `now` pays: the full Monday-to-Sunday week before the current one. */
export function previousWeek(now: Date): { weekStart: string; from: Date; to: Date } {
  const to = manilaMidnight(mondayOf(now));
  const from = new Date(to.getTime() - 7 * DAY_MS);
  return { weekStart: dateKeyOf(from), from, to };
}
