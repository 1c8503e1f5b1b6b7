import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { payoutDateText, payoutMessages } from '@lutong/shared';
import { drawIn } from '../../../test/draw';
import { words } from '../../../test/texts';
import type { PayoutsOverview } from '../api/get-payouts';
import { payoutsKeys } from '../api/payouts-keys';
import { PayoutsPage } from './payouts-page';

// Issue 23: the payout reminder is worded in the chef's language (payoutRules namespace).
const overview: PayoutsOverview = {
  hasDetails: false,
  nextPayoutAt: '2026-01-12T12:00:00.000Z',
  nextPayoutText: 'Mon, Jan 12',
  upcoming: { lines: [], totals: { food: 0, fees: 0, commission: 0, refund: 0, net: 0 } },
  payouts: [],
};

const draw = (locale: 'en' | 'fil') =>
  drawIn(locale, createElement(PayoutsPage), [
    [payoutsKeys.overview, overview],
    [payoutsKeys.details, null],
  ]);

const escaped = (s: string) => s.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

describe('the payouts page without payout details', () => {
  it('reminds the chef to add them in Filipino', () => {
    const html = draw('fil');
    const reminder = words('fil', 'payoutRules')('detailsMissing');
    expect(reminder).not.toBe(payoutMessages.detailsMissing);
    expect(html).toContain(escaped(reminder));
    expect(html).not.toContain(payoutMessages.detailsMissing);
  });

  it('reminds the chef in English as before', () => {
    expect(draw('en')).toContain(escaped(payoutMessages.detailsMissing));
  });
});

describe("the payouts page's next payout", () => {
  // worded in the page's language from the date the server sends (payoutDateText, decision 051):
  // a switch of language re-words it without asking the server again
  it('is worded in the language the page is drawn in, whatever the server worded', () => {
    const at = new Date(overview.nextPayoutAt);
    expect(draw('fil')).toContain(payoutDateText(at, 'fil'));
    expect(draw('en')).toContain(payoutDateText(at, 'en'));
    expect(payoutDateText(at, 'fil')).not.toBe(payoutDateText(at, 'en'));
  });
});
