// Weekly schedules: the days a seller sells, their delivery slots, and each dish's days and stock.
import type { Rng } from '../random.js';

// product §11: days Mon to Sun; slot hours 10, 12, 14, 16, 18, 20.
export const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof weekdays)[number];
export const slotHours = [10, 12, 14, 16, 18, 20] as const;
export type DeliveryTimes = Record<Weekday, (boolean | null)[]>;

export type SellerKind = 'cook' | 'baker' | 'pantry' | 'caterer';

/** The days a seller sells, in week order. */
export function pickMenuDates(rng: Rng, kind: SellerKind): Weekday[] {
  const [min, max] = kind === 'pantry' ? [5, 7] : kind === 'caterer' ? [5, 6] : kind === 'baker' ? [3, 6] : [4, 6];
  const days = new Set(rng.sample(weekdays, rng.int(min, max)));
  // weekends are when most home cooks sell
  if (kind !== 'pantry' && !days.has('Sat')) days.add('Sat');
  return weekdays.filter((d) => days.has(d));
}

/** Six slots a day, `true` when the seller dispatches at that hour, `null` when not. */
export function pickDeliveryTimes(rng: Rng, kind: SellerKind, menuDates: readonly Weekday[]): DeliveryTimes {
  const pattern: (boolean | null)[] = (() => {
    switch (kind) {
      case 'baker':
        return rng.pick([[true, true, true, true, null, null], [null, true, true, true, true, null], [true, null, true, null, true, null]]);
      case 'pantry':
        return rng.pick([[true, true, true, true, true, null], [true, true, null, true, true, true]]);
      case 'caterer':
        return rng.pick([[true, true, null, null, true, true], [true, true, true, null, true, null]]);
      case 'cook':
        return rng.pick([[null, true, null, null, true, true], [true, true, null, null, true, null], [null, true, true, true, true, true], [true, true, true, null, null, null], [null, null, null, true, true, true]]);
    }
  })();
  const times = {} as DeliveryTimes;
  for (const day of weekdays) {
    // sellers who sell on a day keep their usual hours, sometimes opening a later slot on weekends
    const weekend = (day === 'Sat' || day === 'Sun') && rng.chance(0.3);
    times[day] = menuDates.includes(day) ? pattern.map((slot, i) => (slot ?? (weekend && i === 5 ? true : null))) : [null, null, null, null, null, null];
  }
  return times;
}

export type DishSchedule = {
  deliveryDates: string[];
  stockQuantity: boolean[];
  dayStock: number[] | null;
  weeklyStock: number | null;
  weeklyQuantity: number;
  now: boolean;
  todayStock: number | null;
};

/** When a dish is offered within the seller's days, and how much stock it has (product §5 Dish). */
export function pickDishSchedule(rng: Rng, menuDates: readonly Weekday[], options: { sellsToday: boolean; tray: boolean; soldOut: boolean }): DishSchedule {
  // most dishes are on every menu day; some only on a few of them
  const offered = rng.chance(0.7) ? [...menuDates] : rng.sample(menuDates, Math.max(1, rng.int(1, menuDates.length)));
  const deliveryDates = weekdays.map((d) => (offered.includes(d) ? d : ''));
  const outOfStockDay = rng.chance(0.1) ? rng.pick(offered) : null;
  const stockQuantity = weekdays.map((d) => d !== outOfStockDay);
  const perDay = options.tray ? rng.int(2, 5) : rng.int(6, 20);
  const dayStock = rng.chance(0.35) ? weekdays.map((d) => (offered.includes(d) ? perDay : 0)) : null;
  const weeklyStock = options.soldOut || rng.chance(0.6) ? (options.tray ? rng.int(5, 15) : rng.int(4, 16) * 5) : null;
  const weeklyQuantity = weeklyStock === null ? 0 : options.soldOut ? weeklyStock : rng.int(0, Math.floor(weeklyStock * 0.6));
  const now = options.sellsToday && !options.tray && rng.chance(0.45);
  return { deliveryDates, stockQuantity, dayStock, weeklyStock, weeklyQuantity, now, todayStock: now ? rng.int(3, 10) : null };
}
