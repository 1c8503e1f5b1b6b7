import { describe, expect, it } from 'vitest';
import {
  dishesForDay,
  isOutOfStock,
  menuDayOptions,
  splitTrays,
  weeklyStockLeft,
  type MenuDayOption,
} from './menu-days';
import { makeChef, makeDish } from './menu-fixtures';

// Wednesday 10 June 2026: 10:00 and 21:00 in Manila.
const wedMorning = new Date('2026-06-10T02:00:00Z');
const wedNight = new Date('2026-06-10T13:00:00Z');
const todayDish = makeDish({ id: 't', now: true, todayStock: 4 });
const off = [null, null, null, null, null, null];

const day = (weekday: MenuDayOption['weekday'], today = false): MenuDayOption => ({
  key: today ? 'today' : weekday,
  today,
  weekday,
  dateKey: '2026-06-13',
  label: '',
});

describe('menu day selector', () => {
  it("lists TODAY first while same-day orders are open and today's stock exists", () => {
    const options = menuDayOptions(wedMorning, makeChef({ dishes: [todayDish] }));
    expect(options.map((o) => o.label)).toEqual([
      'TODAY',
      'MENU FOR: Sat, Jun 13',
      'MENU FOR: Wed, Jun 17',
    ]);
  });

  it('drops TODAY after the cut-off (last slot 18h minus hourPrep 1 = 5pm)', () => {
    const options = menuDayOptions(wedNight, makeChef({ dishes: [todayDish] }));
    expect(options.map((o) => o.today)).not.toContain(true);
  });

  it("drops TODAY without the chef's today toggle or without today's stock", () => {
    expect(
      menuDayOptions(wedMorning, makeChef({ today: false, dishes: [todayDish] }))[0]?.today,
    ).toBe(false);
    const soldOut = makeDish({ now: true, todayStock: 0 });
    expect(menuDayOptions(wedMorning, makeChef({ dishes: [soldOut] }))[0]?.today).toBe(false);
  });

  // issue 22, decision 042: the 8pm notice belongs to tomorrow's entry only
  it("keeps tomorrow's entry from 8pm, closed, before the days that take orders", () => {
    const base = makeChef({ menuDates: ['Thu', 'Sat'], dishes: [todayDish] });
    const chef = { ...base, deliveryTimes: { ...base.deliveryTimes, Thu: base.deliveryTimes.Sat } };
    expect(menuDayOptions(wedMorning, chef).map((o) => [o.label, o.closed ?? false])).toEqual([
      ['TODAY', false],
      ['MENU FOR: Thu, Jun 11', false],
      ['MENU FOR: Sat, Jun 13', false],
    ]);
    expect(menuDayOptions(wedNight, chef).map((o) => [o.label, o.closed ?? false])).toEqual([
      ['MENU FOR: Thu, Jun 11', true],
      ['MENU FOR: Sat, Jun 13', false],
      ['MENU FOR: Thu, Jun 18', false],
    ]);
    // issue 23: the same days in Filipino
    expect(menuDayOptions(wedNight, chef, 'fil').map((o) => o.label)).toEqual([
      'MENU PARA SA: Huw, Hun 11',
      'MENU PARA SA: Sab, Hun 13',
      'MENU PARA SA: Huw, Hun 18',
    ]);
  });

  it('has no dates for a chef without menu days', () => {
    expect(menuDayOptions(wedMorning, makeChef({ menuDates: [], today: false }))).toEqual([]);
  });

  // issue 18 defect 4, decision 020
  it('leaves out a menu day whose every working hour is switched off', () => {
    const chef = makeChef({ dishes: [todayDish] });
    const noSaturday = { ...chef, deliveryTimes: { ...chef.deliveryTimes, Sat: off } };
    expect(menuDayOptions(wedMorning, noSaturday).map((o) => o.label)).toEqual([
      'TODAY',
      'MENU FOR: Wed, Jun 17',
    ]);
  });

  it('leaves out a closed date, and TODAY when today is closed', () => {
    const closed = makeChef({ dishes: [todayDish], closedDates: ['2026-06-13', '2026-06-10'] });
    expect(menuDayOptions(wedMorning, closed).map((o) => o.label)).toEqual([
      'MENU FOR: Wed, Jun 17',
    ]);
  });
});

describe('dishes of a day', () => {
  const sat = makeDish({ id: 'sat', deliveryDates: ['', '', '', '', '', 'Sat', ''] });
  const wed = makeDish({ id: 'wed', deliveryDates: ['', '', 'Wed', '', '', '', ''] });

  it('keeps the dishes whose deliveryDates entry for the weekday is set', () => {
    expect(dishesForDay([sat, wed], day('Sat')).map((d) => d.id)).toEqual(['sat']);
    expect(dishesForDay([sat, wed], day('Mon'))).toEqual([]);
  });

  it("offers today's dishes on TODAY", () => {
    expect(dishesForDay([sat, todayDish], day('Wed', true)).map((d) => d.id)).toEqual(['t']);
  });

  it("is OUT OF STOCK when the day's stock is false or the week's stock is gone", () => {
    const noSat = makeDish({ stockQuantity: [true, true, true, true, true, false, true] });
    expect(isOutOfStock(noSat, day('Sat'))).toBe(true);
    expect(isOutOfStock(noSat, day('Wed'))).toBe(false);
    const weekGone = makeDish({ weeklyStock: 10, weeklyQuantity: 10 });
    expect(isOutOfStock(weekGone, day('Wed'))).toBe(true);
    expect(isOutOfStock(makeDish({ now: true, todayStock: 0 }), day('Wed', true))).toBe(true);
  });

  it('counts the stock left this week only when a weekly stock is set', () => {
    expect(weeklyStockLeft(makeDish({ weeklyStock: 20, weeklyQuantity: 7 }))).toBe(13);
    expect(weeklyStockLeft(makeDish())).toBeNull();
  });

  it("puts group promo dishes in 'Meal Trays & Promos'", () => {
    const tray = makeDish({ id: 'tray', groupPromo: true });
    expect(splitTrays([sat, tray])).toEqual({ regular: [sat], trays: [tray] });
  });
});
