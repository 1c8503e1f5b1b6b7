import { describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { ApiError } from '../../../lib/api-client';
import { words } from '../../../test/texts';
import {
  canRecreate,
  chefOrdersSearch,
  deliveryDayOptions,
  dispatchTimeOptions,
  filterPending,
  groupChoiceProblem,
  groupFailureText,
  isUnconfirmedTooLong,
  deliveryStatusLabel,
  savingsDisplay,
  sortPending,
  spiceLabel,
} from './dashboard-filters';

const order = (over: Partial<Parameters<typeof sortPending>[0][number]> = {}) => ({
  deliveryDate: 'Mon',
  selectedTime: 10,
  zip: '1600',
  createdAt: '2026-11-20T01:00:00.000Z',
  ...over,
});

describe('dashboard filters (product §3.2)', () => {
  it('offers All and Monday to Sunday as delivery days', () => {
    const d = words('en', 'dashboard');
    expect(deliveryDayOptions.map((o) => d(o.label))).toEqual([
      'All',
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
    expect(d(deliveryDayOptions[1]?.label ?? 'all')).toBe('Monday');
    expect(words('fil', 'dashboard')(deliveryDayOptions[7]?.label ?? 'all')).toBe('Linggo');
  });

  it('offers All and the six one-hour dispatch slots', () => {
    expect(dispatchTimeOptions.map((o) => o.label)).toEqual([
      'All',
      '10am-11am',
      '12pm-1pm',
      '2pm-3pm',
      '4pm-5pm',
      '6pm-7pm',
      '8pm-9pm',
    ]);
  });

  it('asks the server with selectedTime, deliveryDate and sort', () => {
    expect(chefOrdersSearch({ day: 'Tue', hour: 14, sortByZip: true })).toBe(
      'selectedTime=14&deliveryDate=Tue&sort=true',
    );
    expect(chefOrdersSearch({ day: 'All', hour: 'All', sortByZip: false })).toBe(
      'selectedTime=All&deliveryDate=All&sort=false',
    );
  });

  it('narrows pending orders to the chosen day and slot', () => {
    const list = [
      order({ zip: 'a' }),
      order({ zip: 'b', deliveryDate: 'Tue' }),
      order({ zip: 'c', selectedTime: 12 }),
    ];
    expect(
      filterPending(list, { day: 'Mon', hour: 10, sortByZip: false }).map((o) => o.zip),
    ).toEqual(['a']);
    expect(filterPending(list, { day: 'All', hour: 'All', sortByZip: false })).toHaveLength(3);
  });
});

describe('sortPending (the zip / oldest toggle)', () => {
  const list = [
    order({ zip: '1630', createdAt: '2026-11-20T03:00:00.000Z' }),
    order({ zip: '1200', createdAt: '2026-11-20T02:00:00.000Z' }),
    order({ zip: '1630', createdAt: '2026-11-20T01:00:00.000Z' }),
  ];

  it('sorts oldest first', () => {
    expect(sortPending(list, false).map((o) => o.createdAt.slice(11, 13))).toEqual([
      '01',
      '02',
      '03',
    ]);
  });

  it('sorts by zip code, oldest first within a zip', () => {
    expect(sortPending(list, true).map((o) => `${o.zip}@${o.createdAt.slice(11, 13)}`)).toEqual([
      '1200@02',
      '1630@01',
      '1630@03',
    ]);
  });
});

describe('group delivery (product §6, §7)', () => {
  const a = { id: 'a', deliveryMode: 'delivery' as const };
  const b = { id: 'b', deliveryMode: 'delivery' as const };

  it('refuses the same order twice', () => {
    expect(groupChoiceProblem(a, a)).toBe('groupSameOrder');
  });

  it('refuses an order that is not a delivery order', () => {
    expect(groupChoiceProblem(a, { id: 'c', deliveryMode: 'pickup' })).toBe('groupNotDelivery');
  });

  it('accepts two different delivery orders', () => {
    expect(groupChoiceProblem(a, b)).toBeNull();
  });

  it("shows the server's reason for a refusal, and the spec's words for a failure", () => {
    const refused = new ApiError(400, 'VALIDATION', messages.groupDifferentDay);
    expect(groupFailureText(refused, messages.groupFeeFailed)).toBe(messages.groupDifferentDay);
    const noSavings = new ApiError(409, 'WRONG_STATE', messages.groupNoSavings);
    expect(groupFailureText(noSavings, messages.groupSubmitFailed)).toBe(messages.groupNoSavings);
    const down = new ApiError(502, 'PROVIDER_FAILED', messages.groupFeeFailed);
    expect(groupFailureText(down, messages.groupFeeFailed)).toBe(messages.groupFeeFailed);
    expect(groupFailureText(new Error('offline'), messages.groupSubmitFailed)).toBe(
      messages.groupSubmitFailed,
    );
  });

  it('shows the savings as separate fee minus group fee', () => {
    expect(savingsDisplay({ separateFee: 230, groupFee: 150 })).toEqual({
      separate: 'P230',
      group: 'P150',
      savings: 'P80',
      canGroup: true,
      problem: null,
    });
  });

  it('blocks grouping when there are no savings', () => {
    expect(savingsDisplay({ separateFee: 150, groupFee: 160 })).toMatchObject({
      savings: 'P0',
      canGroup: false,
      problem: 'groupNoSavings',
    });
  });
});

describe('recreate delivery (product §6, §11)', () => {
  const now = new Date('2026-11-20T10:00:00.000Z');
  const booked = (minutesAgo: number, status: string | null) => ({
    deliveryMode: 'delivery' as const,
    deliveryCreatedAt: new Date(now.getTime() - minutesAgo * 60_000).toISOString(),
    deliveryStatus: status,
  });

  it('allows a booking made within 30 minutes whose driver has not picked up', () => {
    expect(canRecreate(booked(10, 'ASSIGNING_DRIVER'), now)).toBe(true);
    expect(canRecreate(booked(29, 'ON_GOING'), now)).toBe(true);
  });

  it('refuses after 30 minutes or once the driver picked up', () => {
    expect(canRecreate(booked(31, 'ASSIGNING_DRIVER'), now)).toBe(false);
    expect(canRecreate(booked(5, 'PICKED_UP'), now)).toBe(false);
  });

  it('asks to contact support when a delivery is unconfirmed for over 15 minutes', () => {
    expect(isUnconfirmedTooLong(booked(16, 'ASSIGNING_DRIVER'), now)).toBe(true);
    expect(isUnconfirmedTooLong(booked(14, 'ASSIGNING_DRIVER'), now)).toBe(false);
    expect(isUnconfirmedTooLong(booked(20, 'ON_GOING'), now)).toBe(false);
  });
});

describe('spiceLabel', () => {
  it('names spice levels 0 to 4', () => {
    expect([0, 1, 2, 3, 4].map((l) => spiceLabel(l))).toEqual([
      'No',
      'Low',
      'Medium',
      'Medium-High',
      'High',
    ]);
    expect(spiceLabel(2, 'fil')).toBe('Katamtaman');
    expect(spiceLabel(null)).toBeNull();
  });
});

describe('labels', () => {
  const said = (locale: 'en' | 'fil') => words(locale, 'dashboard');
  it('names a booking waiting for a driver Awaiting Confirmation', () => {
    const order = { status: 'finished', deliveryMode: 'delivery' as const, deliveryId: 'd1' };
    const en = said('en');
    expect(deliveryStatusLabel({ ...order, deliveryStatus: 'ASSIGNING_DRIVER' }, en)).toBe(
      'Awaiting Confirmation',
    );
    expect(deliveryStatusLabel({ ...order, deliveryStatus: 'ON_GOING' }, en)).toBe(
      'Driver on the way',
    );
    expect(deliveryStatusLabel({ ...order, status: 'completed', deliveryStatus: null }, en)).toBe(
      'Completed',
    );
    expect(deliveryStatusLabel({ ...order, deliveryStatus: 'NEW_CODE' }, en)).toBe('NEW_CODE');
  });

  it("names a courier status in the reader's language", () => {
    const order = { status: 'finished', deliveryMode: 'delivery' as const, deliveryId: 'd1' };
    expect(deliveryStatusLabel({ ...order, deliveryStatus: 'ON_GOING' }, said('fil'))).toBe(
      'Papunta na ang rider',
    );
    expect(
      deliveryStatusLabel({ ...order, deliveryId: null, deliveryStatus: null }, said('fil')),
    ).toBe('Hindi pa naka-book');
  });
});
