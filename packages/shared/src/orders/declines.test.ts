import { describe, expect, it } from 'vitest';
import { DECLINE_REASONS, UNKNOWN_DECLINE_MESSAGE, declineReason } from './declines.js';

// issue 22: a card decline says why when PayMongo gives a reason.
describe('decline reasons (decision 042)', () => {
  it("turns PayMongo's sub-code into plain words, whatever failed_message says", () => {
    expect(
      declineReason({
        failed_code: 'processor_blocked',
        sub_code: 'processor_blocked',
        failed_message: UNKNOWN_DECLINE_MESSAGE,
      }),
    ).toBe(DECLINE_REASONS.processor_blocked);
    expect(declineReason({ failed_code: 'card_expired', failed_message: 'x' })).toBe(
      'Your card has expired. Please use another card.',
    );
    expect(declineReason({ sub_code: 'insufficient_funds' })).toBe(
      DECLINE_REASONS.insufficient_funds,
    );
  });

  it("keeps the provider's message for a code it does not know", () => {
    expect(
      declineReason({ failed_code: 'new_code', failed_message: 'The issuer said no today.' }),
    ).toBe('The issuer said no today.');
    expect(declineReason({ failed_code: 'new_code' })).toBe('new_code');
  });

  it("says 'unknown reasons' only when no reason is given", () => {
    expect(
      declineReason({
        failed_code: 'generic_decline',
        sub_code: 'generic_decline',
        failed_message: UNKNOWN_DECLINE_MESSAGE,
      }),
    ).toBe(UNKNOWN_DECLINE_MESSAGE);
    expect(declineReason(null)).toBeNull();
    expect(declineReason({})).toBeNull();
    expect(declineReason('  ')).toBeNull();
    expect(declineReason('Already in words.')).toBe('Already in words.');
  });
});
