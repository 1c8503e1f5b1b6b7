import type { MenuDay } from '../discovery/manila-time.js';
import { openMenuDays, type OpenDayChef } from '../sellers/open-days.js';

// Favourite sellers (issue 23, decision 048): a buyer's hearts, the bazaar's Favourites filter and
// favourites-first order, and the opt-in "new menu day" e-mail.

/** A buyer keeps at most this many favourite sellers (the bazaar reads them all on each page). */
export const FAVOURITES_MAX = 200;

/** What decides whether a seller's menu days are open to orders (openMenuDays) and listed. */
export type MenuDaysSeller = OpenDayChef & {
  dayPrep: number;
  finishedUpdating: boolean;
  suspended: boolean;
};

/** The menu days a buyer can order from this seller now: none while the shop is not listed. */
export const orderableMenuDays = (now: Date, seller: MenuDaysSeller): MenuDay[] =>
  seller.finishedUpdating && !seller.suspended ? openMenuDays(now, seller) : [];

/**
 * decision 048 "opens a new menu day": the coming dates orderable after a change of the seller
 * (menu days, working hours, closed dates, preparation days, finished updating) that were not
 * before it, at the same instant `now`. Days coming into the week as time passes are not news.
 */
export function newlyOpenedDays(
  now: Date,
  before: MenuDaysSeller,
  after: MenuDaysSeller,
): MenuDay[] {
  const was = new Set(orderableMenuDays(now, before).map((day) => day.dateKey));
  return orderableMenuDays(now, after).filter((day) => !was.has(day.dateKey));
}
