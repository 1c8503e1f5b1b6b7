import { describe, expect, it } from 'vitest';
import {
  formatHour,
  formatManilaTime,
  isNextDayClosed,
  isSameDayOpen,
  lastSlotHour,
  manilaClock,
  manilaNoon,
  menuDayAfter,
  menuDayLabel,
  sameDayCutoffHour,
  upcomingMenuDays,
  weekdayIndex,
} from './manila-time.js';

// Manila is UTC+8 all year. These tests also run under TZ=UTC and TZ=America/Los_Angeles.
const manila = (local: string) => new Date(`${local}+08:00`);

describe('Manila clock', () => {
  it('reads the Manila date and time whatever the machine time zone', () => {
    expect(manilaClock(new Date('2026-11-19T16:30:00Z'))).toMatchObject({
      dateKey: '2026-11-20',
      weekday: 'Fri',
      hour: 0,
      minute: 30,
    });
    expect(manilaClock(manila('2026-03-08T02:30'))).toMatchObject({
      dateKey: '2026-03-08',
      weekday: 'Sun',
      hour: 2,
    });
  });
  it('indexes weekdays Mon..Sun from 0', () => {
    expect(weekdayIndex('Mon')).toBe(0);
    expect(weekdayIndex('Sun')).toBe(6);
  });
});

describe('same-day cut-off (product §11)', () => {
  const slots = [true, null, true, null, null, null]; // 10:00 and 14:00
  it('uses the last slot of the day, or 10 when none is set', () => {
    expect(lastSlotHour(slots)).toBe(14);
    expect(lastSlotHour([null, null, null, null, null, null])).toBe(10);
    expect(lastSlotHour(undefined)).toBe(10);
  });
  it('ends same-day orders at the last slot minus hourPrep, at the minute', () => {
    const chef = { todaySlots: slots, hourPrep: 1 };
    expect(sameDayCutoffHour(chef)).toBe(13);
    expect(isSameDayOpen(manila('2026-11-19T12:59'), chef)).toBe(true);
    expect(isSameDayOpen(manila('2026-11-19T13:00'), chef)).toBe(false);
    expect(isSameDayOpen(manila('2026-11-19T12:59'), { ...chef, hourPrep: 2 })).toBe(false);
  });
});

describe('8pm next-day rule (product §2)', () => {
  it('closes next-day orders from 20:00 Manila time', () => {
    expect(isNextDayClosed(manila('2026-11-19T19:59'))).toBe(false);
    expect(isNextDayClosed(manila('2026-11-19T20:00'))).toBe(true);
    expect(isNextDayClosed(manila('2026-11-19T23:59'))).toBe(true);
    expect(isNextDayClosed(manila('2026-11-20T00:00'))).toBe(false);
  });
  it('drops tomorrow from the menu days from 8pm', () => {
    const chef = { menuDates: ['Fri', 'Sat'], dayPrep: 1 };
    expect(upcomingMenuDays(manila('2026-11-19T19:59'), chef).map((d) => d.label)).toEqual([
      'MENU FOR: Fri, Nov 20',
      'MENU FOR: Sat, Nov 21',
    ]);
    expect(upcomingMenuDays(manila('2026-11-19T20:00'), chef).map((d) => d.label)).toEqual([
      'MENU FOR: Sat, Nov 21',
      'MENU FOR: Fri, Nov 27',
    ]);
  });
  it('respects the minimum preparation days', () => {
    const days = upcomingMenuDays(manila('2026-11-19T09:00'), {
      menuDates: ['Fri', 'Sat', 'Sun'],
      dayPrep: 2,
    });
    expect(days.map((d) => d.dateKey)).toEqual(['2026-11-21', '2026-11-22', '2026-11-27']);
  });
});

describe('hour labels', () => {
  it('formats hours as the spec shows them', () => {
    expect([10, 12, 13, 20, 0].map(formatHour)).toEqual(['10am', '12pm', '1pm', '8pm', '12am']);
  });
});

describe('an instant as Manila reads it', () => {
  it('is the Manila date and time, whatever the machine zone', () => {
    // 23:05 UTC is 7:05am the next day in Manila; 04:00 UTC is noon
    expect(formatManilaTime(new Date('2026-11-25T23:05:00Z'))).toBe('Nov 26, 7:05am');
    expect(formatManilaTime(new Date('2026-11-26T04:00:00Z'))).toBe('Nov 26, 12:00pm');
    expect(formatManilaTime(new Date('2026-11-26T16:30:00Z'))).toBe('Nov 27, 12:30am');
  });
});

describe("a menu day's label from the day itself", () => {
  it("is the menu's tab label of that date, in either language", () => {
    const now = manila('2026-11-26T09:00:00');
    for (const locale of ['en', 'fil'] as const) {
      const day = menuDayAfter(now, 2, locale);
      expect(menuDayLabel({ dateKey: day.dateKey }, locale)).toBe(day.label);
    }
    expect(menuDayLabel({ dateKey: '2026-11-28' })).toBe('MENU FOR: Sat, Nov 28');
    expect(menuDayLabel({ dateKey: '2026-11-28', today: false }, 'fil')).toBe(
      'MENU PARA SA: Sab, Nob 28',
    );
  });

  it("names today's menu TODAY (NGAYON), and leaves a date it cannot read as written", () => {
    expect(menuDayLabel({ dateKey: '2026-11-26', today: true })).toBe('TODAY');
    expect(menuDayLabel({ dateKey: '2026-11-26', today: true }, 'fil')).toBe('NGAYON');
    expect(menuDayLabel({ dateKey: 'someday' }, 'fil')).toBe('someday');
    expect(manilaNoon('2026-11-28')?.toISOString()).toBe('2026-11-28T04:00:00.000Z');
    expect(manilaNoon('28/11/2026')).toBeNull();
  });
});
