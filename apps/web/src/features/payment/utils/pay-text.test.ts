import { describe, expect, it } from 'vitest';
import {
  catalogues,
  DECLINE_REASONS,
  UNKNOWN_DECLINE_MESSAGE,
  type TextKey,
  type TextValues,
} from '@lutong/shared';
import { DECLINE_KEYS, declineTextOf, wordPayText, type DeclineCode } from './pay-text';

// A stand-in for useTexts' `t` in one language: the catalogue's text with its {placeholders}.
const textsIn =
  <N extends 'messages' | 'payment'>(namespace: N, locale: 'en' | 'fil') =>
  (key: TextKey<N>, values: TextValues = {}) =>
    (catalogues[namespace] as Record<string, Record<'en' | 'fil', string>>)[key]![locale].replace(
      /\{(\w+)\}/g,
      (_, name: string) => String(values[name]),
    );

describe('why a payment failed, as a key or the provider’s words', () => {
  it('reads a code we word ourselves from the intent, even under the generic message', () => {
    expect(
      declineTextOf({ failed_code: 'insufficient_funds', failed_message: 'No funds' }),
    ).toEqual({ code: 'insufficient_funds' });
    expect(
      declineTextOf({
        failed_code: 'processor_blocked',
        sub_code: 'processor_blocked',
        failed_message: UNKNOWN_DECLINE_MESSAGE,
      }),
    ).toEqual({ code: 'processor_blocked' });
  });

  it('reads the server’s words back to their code, so they are worded in the visitor’s language', () => {
    expect(declineTextOf(DECLINE_REASONS.card_expired)).toEqual({ code: 'card_expired' });
  });

  it('keeps the provider’s own words as it gave them', () => {
    expect(
      declineTextOf({ failed_code: 'generic_decline', failed_message: UNKNOWN_DECLINE_MESSAGE }),
    ).toEqual({ words: UNKNOWN_DECLINE_MESSAGE });
    expect(declineTextOf({ failed_code: 'card_declined' })).toEqual({ words: 'card_declined' });
    expect(declineTextOf('Declined by the bank')).toEqual({ words: 'Declined by the bank' });
    expect(declineTextOf(null)).toBeNull();
    expect(declineTextOf('  ')).toBeNull();
  });

  it('gives every code catalogue words whose English is decision 042’s', () => {
    for (const code of Object.keys(DECLINE_REASONS) as DeclineCode[]) {
      expect(catalogues.payment[DECLINE_KEYS[code]].en).toBe(DECLINE_REASONS[code]);
    }
  });
});

describe('the pay page’s texts in the visitor’s language', () => {
  const en = [textsIn('messages', 'en'), textsIn('payment', 'en')] as const;
  const fil = [textsIn('messages', 'fil'), textsIn('payment', 'fil')] as const;

  it('words a declined card in English exactly as before', () => {
    const text = { key: 'paymentProviderFailed', reason: { code: 'card_expired' } } as const;
    expect(wordPayText(text, ...en)).toBe(
      `There was an error in processing the payment: ${DECLINE_REASONS.card_expired}`,
    );
  });

  it('words it in Filipino, with the provider’s own reason kept as given', () => {
    const expired = { key: 'paymentProviderFailed', reason: { code: 'card_expired' } } as const;
    expect(wordPayText(expired, ...fil)).toBe(
      'Nagkaproblema sa pagproseso ng bayad: Expired na ang card mo. Gumamit ng ibang card.',
    );
    const given = { key: 'paymentProviderFailed', reason: { words: 'Do not honor.' } } as const;
    expect(wordPayText(given, ...fil)).toBe('Nagkaproblema sa pagproseso ng bayad: Do not honor.');
    expect(wordPayText({ key: 'paymentCreateFailed' }, ...fil)).toBe(
      'Nagkaproblema sa paggawa ng payment...',
    );
    expect(wordPayText({ words: 'Sagot ng server.' }, ...fil)).toBe('Sagot ng server.');
  });
});
