import { describe, expect, it } from 'vitest';
import { sellerMessages, sellerProfileFields } from './profile.js';
import {
  closedDateLabel,
  closedNextDay,
  closedOnText,
  menuDaysWithoutHours,
  openDayProblem,
  openMenuDays,
  upcomingClosedDates,
} from './open-days.js';

// Wednesday 7 January 2026 in Manila (UTC+8); tests also run under TZ=America/Los_Angeles.
const manila = (time: string, date = '2026-01-07') => new Date(`${date}T${time}:00+08:00`);
const allDay = [true, true, true, true, true, true];
const off = [null, null, null, null, null, null];
const chef = {
  menuDates: ['Mon', 'Thu', 'Sat'],
  dayPrep: 1,
  deliveryTimes: { Mon: allDay, Thu: allDay, Sat: [null, null, null, null, null, true] },
  closedDates: [] as string[],
};

describe('the days a chef takes orders on (issue 18, decision 020)', () => {
  it('offers the coming menu days that have at least one working hour', () => {
    expect(openMenuDays(manila('10:00'), chef).map((d) => d.label)).toEqual([
      'MENU FOR: Thu, Jan 8',
      'MENU FOR: Sat, Jan 10',
      'MENU FOR: Mon, Jan 12',
    ]);
  });

  it('leaves out a menu day whose every slot is switched off', () => {
    const noThursday = { ...chef, deliveryTimes: { ...chef.deliveryTimes, Thu: off } };
    expect(openMenuDays(manila('10:00'), noThursday).map((d) => d.weekday)).toEqual(['Sat', 'Mon']);
    expect(openDayProblem(noThursday, { weekday: 'Thu', dateKey: '2026-01-08' })).toBe(
      'dayWithoutHours',
    );
    // a chef who never set hours has none on any day
    expect(openMenuDays(manila('10:00'), { ...chef, deliveryTimes: null })).toEqual([]);
  });

  it('leaves out a closed date but not the same weekday of the next week', () => {
    const closed = { ...chef, closedDates: ['2026-01-10'] };
    expect(openMenuDays(manila('10:00'), closed).map((d) => d.dateKey)).toEqual([
      '2026-01-08',
      '2026-01-12',
    ]);
    // from Monday 12 January the coming Saturday is the 17th: open again
    expect(openMenuDays(manila('10:00', '2026-01-12'), closed).map((d) => d.dateKey)).toContain(
      '2026-01-17',
    );
    expect(openDayProblem(closed, { weekday: 'Sat', dateKey: '2026-01-10' })).toBe(
      'dateClosedByChef',
    );
  });

  it('reads the date in Manila: 17:00 UTC on 9 January is already Saturday the 10th', () => {
    const saturday = { ...chef, menuDates: ['Sat'], closedDates: ['2026-01-10'] };
    // Fri 19:00 Manila: Saturday the 10th is tomorrow and closed, the 17th is beyond the week
    expect(openMenuDays(new Date('2026-01-09T11:00:00Z'), saturday)).toEqual([]);
    // Sat 01:00 Manila (still the 9th in UTC): the coming Saturday is the 17th, open
    expect(openMenuDays(new Date('2026-01-09T17:00:00Z'), saturday).map((d) => d.dateKey)).toEqual([
      '2026-01-17',
    ]);
  });

  it('tells the buyer which coming menu days are closed', () => {
    const closed = { ...chef, closedDates: ['2026-01-08', '2026-01-09', '2026-01-10'] };
    // Fri 9 January is not a menu day: the menu does not mention it
    expect(closedOnText(manila('10:00'), closed)).toBe('Closed on Jan 8, Jan 10');
    expect(closedOnText(manila('10:00'), chef)).toBe('');
    expect(closedDateLabel('2026-12-25')).toBe('Dec 25');
  });

  it('warns the chef of menu days without working hours (Tod is not a weekday)', () => {
    expect(menuDaysWithoutHours(chef)).toEqual([]);
    const noHours = {
      ...chef,
      menuDates: ['Mon', 'Tue', 'Thu', 'Tod'],
      deliveryTimes: { Mon: allDay, Thu: off },
    };
    expect(menuDaysWithoutHours(noHours)).toEqual(['Tue', 'Thu']);
  });

  it('lists the closed dates still ahead, once each and in order', () => {
    const dates = ['2026-01-20', '2026-01-07', '2026-01-08', '2026-01-20', '2025-12-25'];
    expect(upcomingClosedDates(manila('10:00'), { closedDates: dates })).toEqual([
      '2026-01-08',
      '2026-01-20',
    ]);
  });
});

describe("the 8pm notice's day (product §2, issue 22, decision 042)", () => {
  // Wednesday 7 January: tomorrow is Thursday the 8th, a menu day with hours
  it('is tomorrow from 20:00 Manila, and no day before', () => {
    expect(closedNextDay(manila('19:59'), chef)).toBeNull();
    expect(closedNextDay(manila('20:00'), chef)).toEqual({
      weekday: 'Thu',
      dateKey: '2026-01-08',
      label: 'MENU FOR: Thu, Jan 8',
    });
    expect(closedNextDay(manila('23:59'), chef)?.dateKey).toBe('2026-01-08');
    // 12:30 UTC is 20:30 in Manila whatever the machine's zone
    expect(closedNextDay(new Date('2026-01-07T12:30:00Z'), chef)?.weekday).toBe('Thu');
  });

  it('is no day when tomorrow was never orderable', () => {
    const notAMenuDay = { ...chef, menuDates: ['Mon', 'Sat'] };
    expect(closedNextDay(manila('20:30'), notAMenuDay)).toBeNull();
    expect(closedNextDay(manila('20:30'), { ...chef, closedDates: ['2026-01-08'] })).toBeNull();
    const noHours = { ...chef, deliveryTimes: { ...chef.deliveryTimes, Thu: off } };
    expect(closedNextDay(manila('20:30'), noHours)).toBeNull();
    // two preparation days: tomorrow was out anyway
    expect(closedNextDay(manila('20:30'), { ...chef, dayPrep: 2 })).toBeNull();
  });

  it('is not among the days a buyer can order for', () => {
    const days = openMenuDays(manila('20:30'), chef).map((d) => d.dateKey);
    expect(days).not.toContain(closedNextDay(manila('20:30'), chef)?.dateKey);
  });
});

describe('shop settings (issue 18, decision 020)', () => {
  it('takes a discount in whole percents from 0% to 50%', () => {
    const promo = sellerProfileFields.promo;
    expect(promo.parse(0)).toBe(0);
    expect(promo.parse(0.07)).toBe(0.07);
    expect(promo.parse(0.5)).toBe(0.5);
    for (const bad of [-0.01, 0.51, 0.125, 1]) {
      expect(promo.safeParse(bad).error?.issues[0]?.message).toBe(sellerMessages.promoRange);
    }
  });

  it('takes a note of up to 200 characters', () => {
    expect(sellerProfileFields.note.safeParse('a'.repeat(200)).success).toBe(true);
    expect(sellerProfileFields.note.safeParse('a'.repeat(201)).error?.issues[0]?.message).toBe(
      sellerMessages.chefNoteTooLong,
    );
  });

  it('takes up to 60 real calendar dates, sorted once each', () => {
    const dates = sellerProfileFields.closedDates;
    expect(dates.parse(['2026-12-25', '2026-12-24', '2026-12-25'])).toEqual([
      '2026-12-24',
      '2026-12-25',
    ]);
    for (const bad of ['2026-02-30', '25/12/2026', '2026-1-5']) {
      expect(dates.safeParse([bad]).error?.issues[0]?.message).toBe(sellerMessages.closedDateShape);
    }
    const many = Array.from({ length: 61 }, (_, i) =>
      new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10),
    );
    expect(dates.safeParse(many.slice(0, 60)).success).toBe(true);
    expect(dates.safeParse(many).error?.issues[0]?.message).toBe(sellerMessages.closedDatesTooMany);
  });
});
