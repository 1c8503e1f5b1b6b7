import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { sellerMessages, type PublicUser } from '@lutong/shared';
import { drawIn } from '../../../test/draw';
import { words } from '../../../test/texts';
import { TodaySwitch } from './today-switch';

// Issue 23: the today switch's hint is worded in the chef's language (sellerRules namespace).
// Today is on but Tod is not among the menu days: same-day orders stay closed.
const chef = { id: 'c1', today: true, hourPrep: 2, menuDates: ['Mon'] } as PublicUser;

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe('the today switch', () => {
  it('tells a chef in Filipino why Tod does not take same-day orders yet', () => {
    const html = drawIn('fil', createElement(TodaySwitch, { user: chef }));
    const hint = words('fil', 'sellerRules')('todayInactive');
    expect(hint).not.toBe(sellerMessages.todayInactive);
    expect(html).toContain(escaped(hint));
    expect(html).not.toContain(sellerMessages.todayInactive);
  });

  it('tells it in English as before, and nothing once Tod is open', () => {
    expect(drawIn('en', createElement(TodaySwitch, { user: chef }))).toContain(
      sellerMessages.todayInactive,
    );
    const open = { ...chef, menuDates: ['Mon', 'Tod'] };
    expect(drawIn('en', createElement(TodaySwitch, { user: open }))).not.toContain(
      sellerMessages.todayInactive,
    );
  });
});
