import { describe, expect, it } from 'vitest';
import {
  courierScheduleAt,
  dispatchStart,
  finishProblem,
  groupProblem,
  manilaInstant,
  type DispatchOrder,
} from './dispatch.js';

// Issue 18 defect 3 (decision 018) on Manila time; the suite also runs under other TZs.
const manila = (iso: string) => new Date(`${iso}+08:00`);
// Saturday 28 November 2026, 8pm slot (the chef hands a delivery over at 8:30pm)
const saturday: DispatchOrder = {
  createdFor: '2026-11-28',
  selectedTime: 20,
  deliveryMode: 'delivery',
};
const tuesday: DispatchOrder = { ...saturday, createdFor: '2026-12-01' };

describe('dispatchStart', () => {
  it('is the slot on the order day, half past for delivery (product §3)', () => {
    expect(dispatchStart(saturday)?.toISOString()).toBe('2026-11-28T12:30:00.000Z');
    expect(dispatchStart({ ...saturday, deliveryMode: 'pickup' })?.toISOString()).toBe(
      '2026-11-28T12:00:00.000Z',
    );
    expect(dispatchStart({ ...saturday, selectedTime: 10 })?.toISOString()).toBe(
      '2026-11-28T02:30:00.000Z',
    );
    expect(dispatchStart({ ...saturday, selectedTime: null })).toBeNull();
  });

  it('reads the date in Manila across a month end', () => {
    expect(manilaInstant('2026-12-01', 2).toISOString()).toBe('2026-11-30T18:00:00.000Z');
  });
});

describe('finishProblem', () => {
  it('holds a pickup order until its Manila day, and never a delivery order', () => {
    const pickup = { ...saturday, deliveryMode: 'pickup' as const };
    expect(finishProblem(manila('2026-11-26T15:00:00'), pickup)).toBe('pickupBeforeDay');
    // 23:59 Friday in Manila is 15:59 UTC Friday: still before
    expect(finishProblem(manila('2026-11-27T23:59:00'), pickup)).toBe('pickupBeforeDay');
    // 00:30 Saturday in Manila is still Friday in UTC: allowed
    expect(finishProblem(manila('2026-11-28T00:30:00'), pickup)).toBeNull();
    expect(finishProblem(manila('2026-11-29T09:00:00'), pickup)).toBeNull();
    // a delivery is booked for its slot instead (courierScheduleAt)
    expect(finishProblem(manila('2026-11-26T15:00:00'), saturday)).toBeNull();
  });
});

describe('courierScheduleAt', () => {
  it('books the dispatch start while it is ahead, and now once it has come', () => {
    // Finish on Thursday for Saturday 8pm: the courier comes on Saturday at 8:30pm
    expect(courierScheduleAt(manila('2026-11-26T15:00:00'), saturday)).toBe(
      '2026-11-28T12:30:00.000Z',
    );
    expect(courierScheduleAt(manila('2026-11-28T15:00:00'), saturday)).toBe(
      '2026-11-28T12:30:00.000Z',
    );
    expect(courierScheduleAt(manila('2026-11-28T20:29:00'), saturday)).toBe(
      '2026-11-28T12:30:00.000Z',
    );
    expect(courierScheduleAt(manila('2026-11-28T20:30:00'), saturday)).toBeNull();
    expect(courierScheduleAt(manila('2026-11-28T21:10:00'), saturday)).toBeNull();
    expect(
      courierScheduleAt(manila('2026-11-28T15:00:00'), { ...saturday, selectedTime: null }),
    ).toBeNull();
  });
});

describe('groupProblem', () => {
  it('groups only the same day and the same slot', () => {
    expect(groupProblem(saturday, tuesday)).toBe('groupDifferentDay');
    expect(groupProblem(saturday, { ...saturday, selectedTime: 18 })).toBe('groupDifferentSlot');
    expect(groupProblem(saturday, { ...saturday })).toBeNull();
  });
});
