/**
 * PayMongo's test cards (developers.paymongo.com, "Testing"): in test mode only these numbers are
 * accepted, and each one always ends the same way. Any future expiry date and any 3-digit CVC.
 */
export type CardOutcome =
  | { kind: 'succeeds' }
  | { kind: 'three_d_secure' }
  | { kind: 'declines'; failedCode: string; failedMessage: string };

export type CardBehaviour = { brand: 'visa' | 'mastercard'; outcome: CardOutcome };

const succeeds: CardOutcome = { kind: 'succeeds' };

const unknownReasons = 'The payment failed to be processed due to unknown reasons.';

/**
 * The failures, in PayMongo's sub-codes, with PayMongo's failed_message. Processor declines carry
 * only the generic text: their reason is the sub-code (issue 22, decision 042).
 */
export const DECLINES = {
  generic_decline: unknownReasons,
  insufficient_funds: 'The payment failed because the card has insufficient funds.',
  card_expired: 'The payment failed because the card has expired.',
  cvc_invalid: unknownReasons,
  fraudulent: unknownReasons,
  processor_blocked: unknownReasons,
  lost_card: unknownReasons,
  stolen_card: unknownReasons,
  processor_unavailable: unknownReasons,
  blocked: unknownReasons,
  authentication_failed: 'The payment failed because 3-D Secure authentication was not completed.',
  // e-wallets answer PayMongo's generic sub-code with their own wording
  ewallet_failed: 'The payment was not authorized in the e-wallet.',
} as const;

const declines = (failedCode: keyof typeof DECLINES): CardOutcome => ({
  kind: 'declines',
  failedCode,
  failedMessage: DECLINES[failedCode],
});

export const TEST_CARDS: Record<string, CardBehaviour> = {
  '4343434343434345': { brand: 'visa', outcome: succeeds },
  '4571736000000075': { brand: 'visa', outcome: succeeds },
  '4009930000001421': { brand: 'visa', outcome: succeeds },
  '4404520000001439': { brand: 'visa', outcome: succeeds },
  '5555444444444457': { brand: 'mastercard', outcome: succeeds },
  '5455590000000009': { brand: 'mastercard', outcome: succeeds },
  '5339080000000003': { brand: 'mastercard', outcome: succeeds },
  '5240050000001440': { brand: 'mastercard', outcome: succeeds },
  '5577510000001446': { brand: 'mastercard', outcome: succeeds },
  // 3-D Secure must be completed on the simulator's page for the payment to be paid
  '4120000000000007': { brand: 'visa', outcome: { kind: 'three_d_secure' } },
  // declined before authentication: a failed payment is still created
  '4230000000000004': { brand: 'visa', outcome: declines('generic_decline') },
  '5100000000000198': { brand: 'mastercard', outcome: declines('insufficient_funds') },
  '4200000000000018': { brand: 'visa', outcome: declines('card_expired') },
  '4300000000000017': { brand: 'visa', outcome: declines('cvc_invalid') },
  '4400000000000016': { brand: 'visa', outcome: declines('generic_decline') },
  '4500000000000015': { brand: 'visa', outcome: declines('fraudulent') },
  '4600000000000014': { brand: 'visa', outcome: declines('blocked') },
  '5200000000000197': { brand: 'mastercard', outcome: declines('processor_blocked') },
  '5300000000000196': { brand: 'mastercard', outcome: declines('lost_card') },
  '5400000000000195': { brand: 'mastercard', outcome: declines('stolen_card') },
  '5500000000000194': { brand: 'mastercard', outcome: declines('processor_unavailable') },
};

/** The Luhn check every real card number passes. */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}
