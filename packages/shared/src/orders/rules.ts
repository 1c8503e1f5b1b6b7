import type { MessageKey } from '../messages.js';
import type { WeekdayCode } from '../users/weekdays.js';
import {
  formatHour,
  isSameDayOpen,
  lastSlotHour,
  manilaClock,
  SLOT_HOURS,
  upcomingMenuDays,
  weekdayIndex,
} from '../discovery/manila-time.js';
import { isClosedDate, openDayProblem } from '../sellers/open-days.js';
import { STANDARD_SPICE_LEVEL, SPICE_MAX } from './spice.js';

// The cart and checkout rules of product §6, §7 and §11 (decision record 007), shared by the
// server, which enforces them, and the browser, which explains them. Every time rule takes `now`
// and reads Asia/Manila wall-clock time.

/** product §7: the menu stepper stops at 6 per dish. */
export const MENU_STEPPER_MAX = 6;
/** product §7: the cart caps a dish at 5 per order. */
export const CART_DISH_CAP = 5;

export type SlotGrid = readonly (boolean | null)[] | null | undefined;
export type WeeklySlots = Partial<Record<WeekdayCode, SlotGrid>> | null | undefined;

/** The chef fields the day and slot rules read (product §3.4 and §11, decision 020). */
export type OrderingChef = {
  menuDates: readonly string[];
  dayPrep: number;
  hourPrep: number;
  today: boolean;
  deliveryTimes: WeeklySlots;
  closedDates: readonly string[];
};

/** The day an order is for: a Manila date, its weekday code and whether it is a today order. */
export type OrderDay = { createdFor: string; deliveryDate: string; today: boolean };

const weekdayByUtcDay: WeekdayCode[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The weekday code of a calendar date 'YYYY-MM-DD' (a date has no time zone). */
export function weekdayOfDate(dateKey: string): WeekdayCode {
  const [y, m, d] = dateKey.split('-').map(Number);
  const day = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).getUTCDay();
  return weekdayByUtcDay[day] ?? 'Sun';
}

// --- spice and assortment (product §2 assortment/spice modal, §7) ---

export type SpiceDish = { tags: readonly string[]; standardSpice: boolean; note: string };

export const needsSpiceLevel = (dish: SpiceDish): boolean => dish.tags.includes('spice');
export const needsAssortmentNote = (dish: SpiceDish): boolean => dish.note.trim() !== '';

/** The levels the buyer may pick: none, 0 to 4, or only 0 and the standard for standardSpice. */
export function spiceLevelsFor(dish: SpiceDish): number[] {
  if (!needsSpiceLevel(dish)) return [];
  if (dish.standardSpice) return [0, STANDARD_SPICE_LEVEL];
  return Array.from({ length: SPICE_MAX + 1 }, (_, level) => level);
}

/** What is missing before the dish can go into the cart, or null. */
export function cartChoiceProblem(
  dish: SpiceDish,
  choice: { spiceRating?: number | null | undefined; chefNote?: string | undefined },
): 'spiceRequired' | 'assortmentRequired' | null {
  const levels = spiceLevelsFor(dish);
  const rating = choice.spiceRating;
  if (levels.length > 0 && (rating === null || rating === undefined || !levels.includes(rating))) {
    return 'spiceRequired';
  }
  if (needsAssortmentNote(dish) && (choice.chefNote ?? '').trim() === '') {
    return 'assortmentRequired';
  }
  return null;
}

// --- the day (product §2 day selector, §7, product §3.4 and §11) ---

export const slotsOn = (chef: { deliveryTimes: WeeklySlots }, weekday: WeekdayCode): SlotGrid =>
  chef.deliveryTimes?.[weekday] ?? null;

/**
 * Why an order cannot be made for this day now, or null when it can: the ordering window
 * (`orderingWindowProblem`), then whether the chef takes orders that day at all (`openDayProblem`:
 * no closed date, some working hours; decision 020). The cart and the checkout ask this.
 */
export function dayProblem(
  now: Date,
  chef: OrderingChef,
  day: OrderDay,
): 'todayOrderUnavailable' | 'dayClosed' | 'dayWithoutHours' | 'dateClosedByChef' | null {
  const passed = orderingWindowProblem(now, chef, day);
  if (passed) return passed;
  // a today order's hours are the same-day cut-off's (product §11 default last slot 10)
  if (day.today) return isClosedDate(chef, day.createdFor) ? 'dateClosedByChef' : null;
  return openDayProblem(chef, { weekday: weekdayOfDate(day.createdFor), dateKey: day.createdFor });
}

/**
 * Why the time to order for this day has passed, or null. Today orders: only on today's date,
 * with the chef's today toggle on, until the last slot hour minus hourPrep. Other days: one of
 * `upcomingMenuDays` (dayPrep days ahead; tomorrow closes at 8pm). A placed order being paid asks
 * only this: the chef has answered it, whatever they closed since (decision 020).
 */
export function orderingWindowProblem(
  now: Date,
  chef: OrderingChef,
  day: OrderDay,
): 'todayOrderUnavailable' | 'dayClosed' | null {
  if (weekdayOfDate(day.createdFor) !== day.deliveryDate) return 'dayClosed';
  if (!day.today) {
    const open = upcomingMenuDays(now, chef).some((d) => d.dateKey === day.createdFor);
    return open ? null : 'dayClosed';
  }
  const clock = manilaClock(now);
  if (day.createdFor !== clock.dateKey) return 'dayClosed';
  const todaySlots = slotsOn(chef, clock.weekday) ?? undefined;
  if (!chef.today || !isSameDayOpen(now, { todaySlots, hourPrep: chef.hourPrep })) {
    return 'todayOrderUnavailable';
  }
  return null;
}

export const isOrderableDay = (now: Date, chef: OrderingChef, day: OrderDay): boolean =>
  dayProblem(now, chef, day) === null;

// --- time slots (product §7 and §11) ---

/**
 * The slot hours (10, 12, ... 20) the chef works on that day. For a today order a slot is offered
 * only when its hour is later than the current Manila hour plus hourPrep; minutes are ignored, so
 * at 11:00 and at 11:30 with hourPrep 1 the 12 o'clock slot is gone and 14 is the first.
 */
export function availableSlotHours(
  now: Date,
  input: { slots: SlotGrid; hourPrep: number; today: boolean },
): number[] {
  const worked = SLOT_HOURS.filter((_, i) => input.slots?.[i] === true);
  if (!input.today) return worked;
  const { hour } = manilaClock(now);
  return worked.filter((slot) => slot > hour + input.hourPrep);
}

export const SLOT_WINDOW_HOURS = 2;

/** product §11: a 2-hour window from the slot; for delivery the start is one hour later. */
export function slotWindow(
  hour: number,
  deliveryMode: 'delivery' | 'pickup',
): { start: number; end: number; label: string } {
  const start = deliveryMode === 'delivery' ? hour + 1 : hour;
  const end = start + SLOT_WINDOW_HOURS;
  return { start, end, label: `${formatHour(start)} - ${formatHour(end)}` };
}

// --- stock of a dish on a day (product §7, product §5 Dish) ---

export type StockDish = {
  deliveryDates: readonly string[];
  stockQuantity: readonly boolean[];
  dayStock: readonly (number | null)[] | null;
  todayStock: number | null;
  now: boolean;
  weeklyStock: number | null;
  weeklyQuantity: number;
};

/** Portions left this week, or null when the chef set no weekly stock. */
export function weeklyStockLeft(dish: Pick<StockDish, 'weeklyStock' | 'weeklyQuantity'>) {
  return dish.weeklyStock === null ? null : Math.max(0, dish.weeklyStock - dish.weeklyQuantity);
}

/** The portion count of that day (today's count for today orders), or null for no count. */
export function dayStockCount(dish: StockDish, day: Omit<OrderDay, 'createdFor'>): number | null {
  if (day.today) return dish.todayStock;
  return dish.dayStock?.[weekdayIndex(day.deliveryDate as WeekdayCode)] ?? null;
}

/** Whether the dish is on the menu with stock that day at all (a count of 0 is out of stock). */
export function isDishOnDay(dish: StockDish, day: Omit<OrderDay, 'createdFor'>): boolean {
  const count = dayStockCount(dish, day);
  if (count !== null && count <= 0) return false;
  if (day.today) return dish.now;
  const i = weekdayIndex(day.deliveryDate as WeekdayCode);
  return (dish.deliveryDates[i] ?? '') !== '' && dish.stockQuantity[i] === true;
}

/**
 * Why `quantity` portions of the dish cannot be had that day, or null: not offered or stock
 * switched off -> 'dishOutOfStock'; fewer portions left that day or this week -> 'noStockLeft'.
 */
export function dishStockProblem(
  dish: StockDish,
  day: Omit<OrderDay, 'createdFor'>,
  quantity: number,
): 'dishOutOfStock' | 'noStockLeft' | null {
  if (!isDishOnDay(dish, day)) return 'dishOutOfStock';
  const count = dayStockCount(dish, day);
  const weekly = weeklyStockLeft(dish);
  if ((count !== null && count < quantity) || (weekly !== null && weekly < quantity)) {
    return 'noStockLeft';
  }
  return null;
}

// --- cart clean-up (product §6 Cart clean-up) ---

export type CleanupReason = 'outOfStock' | 'dayPassed' | 'todayClosed';

/**
 * Why a cart order must be removed now, or null: its date no longer matches its weekday or has
 * passed (an order for another day can no longer be placed on that day itself), a today order's
 * last slot has begun, or a dish (null: deleted) is out of stock for its day.
 */
export function cartCleanupReason(
  now: Date,
  order: OrderDay,
  chef: { deliveryTimes: WeeklySlots },
  dishes: readonly (StockDish | null)[],
): CleanupReason | null {
  const clock = manilaClock(now);
  if (weekdayOfDate(order.createdFor) !== order.deliveryDate) return 'dayPassed';
  if (order.today ? order.createdFor < clock.dateKey : order.createdFor <= clock.dateKey) {
    return 'dayPassed';
  }
  if (order.today) {
    const last = lastSlotHour(slotsOn(chef, clock.weekday) ?? undefined);
    if (clock.hour * 60 + clock.minute >= last * 60) return 'todayClosed';
  }
  const soldOut = dishes.some((dish) => dish === null || dishStockProblem(dish, order, 1) !== null);
  return soldOut ? 'outOfStock' : null;
}

/** The message the cart page shows for a removed order. */
export const cleanupMessageKey = {
  outOfStock: 'dishOutOfStock',
  dayPassed: 'dayClosed',
  todayClosed: 'todayOrderUnavailable',
} as const satisfies Record<CleanupReason, MessageKey>;
