import { describe, expect, it } from 'vitest';
import { checkoutTotalRange, deliveryFeeShown, orderTotals, SERVICE_FEES } from './money.js';
import {
  availableSlotHours,
  cartChoiceProblem,
  cartCleanupReason,
  dayProblem,
  dishStockProblem,
  isOrderableDay,
  orderingWindowProblem,
  slotWindow,
  spiceLevelsFor,
  weekdayOfDate,
  weeklyStockLeft,
  type OrderingChef,
  type StockDish,
} from './rules.js';

// Wednesday 7 January 2026 in Manila (UTC+8); tests also run under TZ=America/Los_Angeles.
const manila = (time: string, date = '2026-01-07') => new Date(`${date}T${time}:00+08:00`);
const allDay = [true, true, true, true, true, true];
const chef: OrderingChef = {
  menuDates: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  dayPrep: 1,
  hourPrep: 1,
  today: true,
  deliveryTimes: { Wed: allDay, Thu: allDay, Fri: [true, true, null, null, null, null] },
  closedDates: [],
};
const dish = (overrides: Partial<StockDish> = {}): StockDish => ({
  deliveryDates: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
  stockQuantity: [true, true, true, true, true, true, true],
  dayStock: null,
  todayStock: null,
  now: true,
  weeklyStock: null,
  weeklyQuantity: 0,
  ...overrides,
});
const today = { createdFor: '2026-01-07', deliveryDate: 'Wed', today: true };
const thursday = { createdFor: '2026-01-08', deliveryDate: 'Thu', today: false };

describe('money (product §11)', () => {
  it('shows the delivery fee as the quote x 1.031, rounded', () => {
    expect(deliveryFeeShown(100)).toBe(103);
    expect(deliveryFeeShown(120)).toBe(124); // 123.72
    expect(deliveryFeeShown(0)).toBe(0);
  });

  it('charges 5P for e-wallets and 15P for cards, so checkout shows total+5 .. total+15', () => {
    expect(SERVICE_FEES).toEqual({ gcash: 5, grab_pay: 5, visa: 15, mastercard: 15 });
    expect(checkoutTotalRange(500)).toEqual([505, 515]);
  });

  it('adds promo prices times quantities, adds delivery and subtracts rewards', () => {
    const lines = [
      { promoPrice: 170, quantity: 2 },
      { promoPrice: 85, quantity: 1 },
    ];
    expect(orderTotals({ lines, deliveryFee: 103, rewards: 50 })).toEqual({
      foodTotal: 425,
      deliveryFee: 103,
      rewardsApplied: 50,
      total: 478,
    });
  });

  it("never takes the total below the provider's P20 minimum charge with rewards", () => {
    const lines = [{ promoPrice: 100, quantity: 1 }];
    expect(orderTotals({ lines, deliveryFee: 20, rewards: 500 })).toMatchObject({
      rewardsApplied: 100,
      total: 20,
    });
    // an order under the minimum to begin with uses no points
    expect(
      orderTotals({ lines: [{ promoPrice: 15, quantity: 1 }], deliveryFee: 0, rewards: 9 }),
    ).toMatchObject({ rewardsApplied: 0, total: 15 });
  });
});

describe('spice and assortment (product §7)', () => {
  const plain = { tags: [], standardSpice: false, note: '' };
  it('asks for a level 0-4 on dishes tagged spice', () => {
    const spicy = { ...plain, tags: ['spice'] };
    expect(spiceLevelsFor(spicy)).toEqual([0, 1, 2, 3, 4]);
    expect(cartChoiceProblem(spicy, {})).toBe('spiceRequired');
    expect(cartChoiceProblem(spicy, { spiceRating: 4 })).toBeNull();
    expect(cartChoiceProblem(plain, {})).toBeNull();
  });

  it('offers only no spice or standard on standard-spice dishes', () => {
    const standard = { ...plain, tags: ['spice'], standardSpice: true };
    expect(spiceLevelsFor(standard)).toEqual([0, 2]);
    expect(cartChoiceProblem(standard, { spiceRating: 0 })).toBeNull();
    expect(cartChoiceProblem(standard, { spiceRating: 2 })).toBeNull();
    expect(cartChoiceProblem(standard, { spiceRating: 3 })).toBe('spiceRequired');
  });

  it('needs the buyer note when the dish has an assortment note', () => {
    const assorted = { ...plain, note: 'Pick 3 flavours' };
    expect(cartChoiceProblem(assorted, { chefNote: '  ' })).toBe('assortmentRequired');
    expect(cartChoiceProblem(assorted, { chefNote: 'ube, mango, buko' })).toBeNull();
  });
});

describe('the day of an order (product §2 and §7, product §11)', () => {
  it('knows the weekday of a date whatever the process time zone', () => {
    expect(weekdayOfDate('2026-01-07')).toBe('Wed');
    expect(weekdayOfDate('2026-01-11')).toBe('Sun');
  });

  it('takes tomorrow until 19:59 Manila and refuses it from 20:00', () => {
    expect(isOrderableDay(manila('19:59'), chef, thursday)).toBe(true);
    expect(dayProblem(manila('20:00'), chef, thursday)).toBe('dayClosed');
    expect(
      isOrderableDay(manila('20:00'), chef, {
        ...thursday,
        createdFor: '2026-01-09',
        deliveryDate: 'Fri',
      }),
    ).toBe(true);
  });

  it('needs dayPrep days ahead and a menu day', () => {
    expect(dayProblem(manila('10:00'), { ...chef, dayPrep: 2 }, thursday)).toBe('dayClosed');
    expect(dayProblem(manila('10:00'), { ...chef, menuDates: ['Fri'] }, thursday)).toBe(
      'dayClosed',
    );
  });

  it('refuses a date whose weekday code does not match', () => {
    expect(dayProblem(manila('10:00'), chef, { ...thursday, deliveryDate: 'Fri' })).toBe(
      'dayClosed',
    );
  });

  it('takes today orders until the last slot hour minus hourPrep, with the toggle on', () => {
    // last slot 20, hourPrep 1: open until 18:59
    expect(isOrderableDay(manila('18:59'), chef, today)).toBe(true);
    expect(dayProblem(manila('19:00'), chef, today)).toBe('todayOrderUnavailable');
    expect(dayProblem(manila('10:00'), { ...chef, today: false }, today)).toBe(
      'todayOrderUnavailable',
    );
    expect(dayProblem(manila('10:00'), { ...chef, hourPrep: 3 }, today)).toBeNull();
    expect(dayProblem(manila('17:00'), { ...chef, hourPrep: 3 }, today)).toBe(
      'todayOrderUnavailable',
    );
  });

  it('uses the default last slot of 10 when no slot is set today', () => {
    const noSlots = { ...chef, deliveryTimes: {} };
    expect(dayProblem(manila('08:59'), noSlots, today)).toBeNull();
    expect(dayProblem(manila('09:00'), noSlots, today)).toBe('todayOrderUnavailable');
  });

  it('refuses a today order for another date', () => {
    expect(dayProblem(manila('10:00'), chef, { ...thursday, today: true })).toBe('dayClosed');
  });

  // issue 18 defect 4 and decision 020
  it('refuses a menu day whose every slot is switched off, while the ordering window is open', () => {
    const noThursdayHours = {
      ...chef,
      deliveryTimes: { ...chef.deliveryTimes, Thu: [null, null, null, null, null, null] },
    };
    expect(dayProblem(manila('10:00'), noThursdayHours, thursday)).toBe('dayWithoutHours');
    // one slot left is enough
    const oneSlot = { ...chef, deliveryTimes: { Thu: [null, null, null, null, null, true] } };
    expect(dayProblem(manila('10:00'), oneSlot, thursday)).toBeNull();
    // the window's refusal comes first: at 20:00 tomorrow is closed whatever the hours
    expect(dayProblem(manila('20:00'), noThursdayHours, thursday)).toBe('dayClosed');
  });

  it('refuses a closed date (Manila calendar date) and keeps the same weekday a week later', () => {
    const closed = { ...chef, closedDates: ['2026-01-08'] };
    expect(dayProblem(manila('10:00'), closed, thursday)).toBe('dateClosedByChef');
    const nextThursday = { ...thursday, createdFor: '2026-01-15' };
    expect(dayProblem(manila('10:00'), { ...closed, dayPrep: 6 }, nextThursday)).toBeNull();
    // 23:30 UTC on 7 January is already 8 January in Manila: today orders for the 8th are closed
    const todayClosed = { ...chef, hourPrep: 1, closedDates: ['2026-01-08'] };
    const manilaToday = { createdFor: '2026-01-08', deliveryDate: 'Thu', today: true };
    expect(dayProblem(new Date('2026-01-07T23:30:00Z'), todayClosed, manilaToday)).toBe(
      'dateClosedByChef',
    );
    expect(dayProblem(new Date('2026-01-07T23:30:00Z'), chef, manilaToday)).toBeNull();
  });

  it('lets a placed order be paid after the chef closed its date (the window only)', () => {
    const closed = { ...chef, closedDates: ['2026-01-08'] };
    expect(orderingWindowProblem(manila('10:00'), closed, thursday)).toBeNull();
    expect(orderingWindowProblem(manila('20:00'), closed, thursday)).toBe('dayClosed');
  });
});

describe('time slots (product §7 and §11)', () => {
  it('offers the worked slots of another day', () => {
    const slots = [true, null, true, null, null, true];
    expect(availableSlotHours(manila('21:00'), { slots, hourPrep: 1, today: false })).toEqual([
      10, 14, 20,
    ]);
  });

  it('offers a today slot only when later than the current hour plus hourPrep', () => {
    const slots = allDay;
    expect(availableSlotHours(manila('10:59'), { slots, hourPrep: 1, today: true })).toEqual([
      12, 14, 16, 18, 20,
    ]);
    expect(availableSlotHours(manila('11:00'), { slots, hourPrep: 1, today: true })).toEqual([
      14, 16, 18, 20,
    ]);
    expect(availableSlotHours(manila('11:30'), { slots, hourPrep: 1, today: true })).toEqual([
      14, 16, 18, 20,
    ]);
    expect(availableSlotHours(manila('18:59'), { slots, hourPrep: 1, today: true })).toEqual([20]);
    expect(availableSlotHours(manila('19:00'), { slots, hourPrep: 1, today: true })).toEqual([]);
  });

  it('shows a 2-hour window, starting an hour later for delivery', () => {
    expect(slotWindow(10, 'pickup')).toEqual({ start: 10, end: 12, label: '10am - 12pm' });
    expect(slotWindow(10, 'delivery')).toEqual({ start: 11, end: 13, label: '11am - 1pm' });
    expect(slotWindow(20, 'delivery').label).toBe('9pm - 11pm');
  });
});

describe('stock of a dish on a day (product §7)', () => {
  it('is out of stock when not offered that day or switched off', () => {
    const notThursday = dish({ deliveryDates: ['Mon', 'Tue', 'Wed', '', 'Fri', 'Sat', 'Sun'] });
    expect(dishStockProblem(notThursday, thursday, 1)).toBe('dishOutOfStock');
    const off = dish({ stockQuantity: [true, true, true, false, true, true, true] });
    expect(dishStockProblem(off, thursday, 1)).toBe('dishOutOfStock');
    expect(dishStockProblem(dish({ dayStock: [5, 5, 5, 0, 5, 5, 5] }), thursday, 1)).toBe(
      'dishOutOfStock',
    );
  });

  it('has no more stock left when the day or the week has fewer portions', () => {
    expect(dishStockProblem(dish({ dayStock: [5, 5, 5, 2, 5, 5, 5] }), thursday, 3)).toBe(
      'noStockLeft',
    );
    const week = dish({ weeklyStock: 10, weeklyQuantity: 8 });
    expect(weeklyStockLeft(week)).toBe(2);
    expect(dishStockProblem(week, thursday, 2)).toBeNull();
    expect(dishStockProblem(week, thursday, 3)).toBe('noStockLeft');
    expect(dishStockProblem(dish({ weeklyStock: 10, weeklyQuantity: 10 }), thursday, 1)).toBe(
      'noStockLeft',
    );
  });

  it('reads now and todayStock for today orders', () => {
    expect(dishStockProblem(dish({ now: false }), today, 1)).toBe('dishOutOfStock');
    expect(dishStockProblem(dish({ todayStock: 0 }), today, 1)).toBe('dishOutOfStock');
    expect(dishStockProblem(dish({ todayStock: 2 }), today, 3)).toBe('noStockLeft');
    expect(dishStockProblem(dish({ todayStock: 2 }), today, 2)).toBeNull();
  });
});

describe('cart clean-up (product §6)', () => {
  const times = { deliveryTimes: chef.deliveryTimes };
  it('keeps a cart order whose day is still ahead and in stock', () => {
    expect(cartCleanupReason(manila('10:00'), thursday, times, [dish()])).toBeNull();
  });

  it('removes an order whose dish went out of stock or was deleted', () => {
    const off = dish({ stockQuantity: [true, true, true, false, true, true, true] });
    expect(cartCleanupReason(manila('10:00'), thursday, times, [dish(), off])).toBe('outOfStock');
    expect(cartCleanupReason(manila('10:00'), thursday, times, [null])).toBe('outOfStock');
  });

  it('removes an order whose date passed or no longer matches its weekday', () => {
    expect(cartCleanupReason(manila('00:00', '2026-01-08'), thursday, times, [dish()])).toBe(
      'dayPassed',
    );
    expect(cartCleanupReason(manila('23:59'), thursday, times, [dish()])).toBeNull();
    const mismatch = { ...thursday, deliveryDate: 'Fri' };
    expect(cartCleanupReason(manila('10:00'), mismatch, times, [dish()])).toBe('dayPassed');
  });

  it("removes a today order once the chef's last slot has begun", () => {
    expect(cartCleanupReason(manila('19:59'), today, times, [dish()])).toBeNull();
    expect(cartCleanupReason(manila('20:00'), today, times, [dish()])).toBe('todayClosed');
  });
});
