import {
  closedNextDay,
  isClosedDate,
  isSameDayOpen,
  manilaClock,
  openMenuDays,
  weekdayIndex,
  type MenuChef,
  type MenuDay,
  type MenuDish,
  type WeekdayCode,
  type Locale,
} from '@lutong/shared';

// The day selector of the menu page (product §2) and which dishes each day offers.

export type MenuDayOption = {
  /** 'today', or the date 'YYYY-MM-DD' of a coming menu day */
  key: string;
  today: boolean;
  /** tomorrow from 8pm: listed only to say 'NO ORDERS AFTER 8PM FOR NEXT DAY ORDERS' (decision 042) */
  closed?: boolean;
  weekday: WeekdayCode;
  dateKey: string;
  label: string;
};

export const TODAY_KEY = 'today';
export const TODAY_LABEL = 'TODAY';

/** The chef's delivery slots for today's weekday in Manila. */
export const todaySlots = (now: Date, chef: MenuChef) =>
  chef.deliveryTimes[manilaClock(now).weekday];

/** A dish the chef offers today with stock left (null: no count set for today). */
const hasTodayStock = (dish: MenuDish) =>
  dish.now && (dish.todayStock === null || dish.todayStock > 0);

/**
 * product §2: a TODAY entry when today's stock exists and same-day orders are still open;
 * product §3.4: only when the chef's today toggle is on.
 */
export function hasTodayMenu(now: Date, chef: MenuChef): boolean {
  return (
    chef.today &&
    !isClosedDate(chef, manilaClock(now).dateKey) &&
    chef.dishes.some(hasTodayStock) &&
    isSameDayOpen(now, { todaySlots: todaySlots(now, chef), hourPrep: chef.hourPrep })
  );
}

/**
 * TODAY (when offered) then 'MENU FOR: {Day}, {date}' for each coming menu day the chef takes
 * orders on (openMenuDays: working hours, no closed date; decision 020); from 8pm tomorrow's
 * entry stays, closed, to carry the 8pm notice (closedNextDay, decision 042).
 */
export function menuDayOptions(now: Date, chef: MenuChef, locale: Locale = 'en'): MenuDayOption[] {
  const dayOption = (day: MenuDay, closed: boolean): MenuDayOption => ({
    key: day.dateKey,
    today: false,
    ...(closed ? { closed } : {}),
    weekday: day.weekday,
    dateKey: day.dateKey,
    label: day.label,
  });
  const tomorrow = closedNextDay(now, chef, locale);
  const options = [
    ...(tomorrow ? [dayOption(tomorrow, true)] : []),
    ...openMenuDays(now, chef, locale).map((day) => dayOption(day, false)),
  ];
  if (!hasTodayMenu(now, chef)) return options;
  const clock = manilaClock(now);
  const today = { key: TODAY_KEY, today: true, weekday: clock.weekday, dateKey: clock.dateKey };
  return [{ ...today, label: TODAY_LABEL }, ...options];
}

/** A dish is on a day when its deliveryDates entry for that weekday is set; today, when `now`. */
export function dishesForDay(dishes: readonly MenuDish[], day: MenuDayOption): MenuDish[] {
  if (day.today) return dishes.filter((dish) => dish.now);
  const index = weekdayIndex(day.weekday);
  return dishes.filter((dish) => (dish.deliveryDates[index] ?? '') !== '');
}

/** Portions left this week, or null when the chef set no weekly stock. */
export function weeklyStockLeft(dish: MenuDish): number | null {
  return dish.weeklyStock === null ? null : Math.max(0, dish.weeklyStock - dish.weeklyQuantity);
}

/**
 * product §2: OUT OF STOCK when the selected day's stock is false; also when today's count
 * or the week's stock has run out.
 */
export function isOutOfStock(dish: MenuDish, day: MenuDayOption): boolean {
  if (weeklyStockLeft(dish) === 0) return true;
  if (day.today) return !hasTodayStock(dish);
  return dish.stockQuantity[weekdayIndex(day.weekday)] === false;
}

/** product §11: group promo dishes go to their own 'Meal Trays & Promos' section. */
export function splitTrays(dishes: readonly MenuDish[]) {
  return {
    regular: dishes.filter((dish) => !dish.groupPromo),
    trays: dishes.filter((dish) => dish.groupPromo),
  };
}
