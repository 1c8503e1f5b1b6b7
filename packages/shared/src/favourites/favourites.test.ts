import { describe, expect, it } from 'vitest';
import { newlyOpenedDays, orderableMenuDays } from './favourites.js';

// Wednesday 7 January 2026 in Manila (UTC+8); tests also run under other zones.
const manila = (time: string, date = '2026-01-07') => new Date(`${date}T${time}:00+08:00`);
const allDay = [true, true, true, true, true, true];
const seller = {
  menuDates: ['Thu'],
  dayPrep: 1,
  deliveryTimes: { Thu: allDay, Sat: allDay },
  closedDates: [] as string[],
  finishedUpdating: true,
  suspended: false,
};

describe('a favourite seller opening a new menu day (decision 048)', () => {
  it('is a coming date orderable after the change and not before', () => {
    const after = { ...seller, menuDates: ['Thu', 'Sat'] };
    expect(newlyOpenedDays(manila('10:00'), seller, after).map((d) => d.dateKey)).toEqual([
      '2026-01-10',
    ]);
  });

  it('is nothing when the change opens no date: same days, fewer days, a day without hours', () => {
    const now = manila('10:00');
    expect(newlyOpenedDays(now, seller, { ...seller, note: 'x' } as typeof seller)).toEqual([]);
    expect(newlyOpenedDays(now, seller, { ...seller, menuDates: [] })).toEqual([]);
    expect(newlyOpenedDays(now, seller, { ...seller, menuDates: ['Thu', 'Fri'] })).toEqual([]);
  });

  it('counts a reopened closed date and a shop that finished updating', () => {
    const now = manila('10:00');
    const closed = { ...seller, closedDates: ['2026-01-08'] };
    expect(newlyOpenedDays(now, closed, seller).map((d) => d.dateKey)).toEqual(['2026-01-08']);
    const updating = { ...seller, finishedUpdating: false };
    expect(orderableMenuDays(now, updating)).toEqual([]);
    expect(newlyOpenedDays(now, updating, seller).map((d) => d.dateKey)).toEqual(['2026-01-08']);
    expect(orderableMenuDays(now, { ...seller, suspended: true })).toEqual([]);
  });

  it('reads the clock it is given, in Manila: from 8pm tomorrow is no longer orderable', () => {
    // Wednesday 8:30pm: Thursday the 8th is past its ordering window, the next Thursday is new
    const after = { ...seller, menuDates: ['Thu', 'Sat'] };
    expect(newlyOpenedDays(manila('20:30'), seller, after).map((d) => d.dateKey)).toEqual([
      '2026-01-10',
    ]);
    expect(orderableMenuDays(manila('20:30'), seller).map((d) => d.dateKey)).toEqual([
      '2026-01-15',
    ]);
  });
});
