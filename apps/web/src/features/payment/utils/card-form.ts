import type { TextKey } from '@lutong/shared';

// product §7 and §11 card rules: the number up to 19 characters shown in groups of 4, the CVV
// 3 digits, month and year 2 digits each; no other local check is shown. The 19 characters are
// what the field shows, so they hold 16 digits in four groups (every Visa and Mastercard number).

/** product §7: the card number field holds at most 19 characters, spaces included. */
export const CARD_NUMBER_MAX_CHARS = 19;
export const CARD_GROUP = 4;
export const CARD_NUMBER_MAX_DIGITS = CARD_NUMBER_MAX_CHARS - Math.floor(CARD_NUMBER_MAX_CHARS / 5);
/** The shortest Visa number; anything shorter cannot be a card. */
export const CARD_NUMBER_MIN_DIGITS = 13;
export const CVC_DIGITS = 3;
export const EXPIRY_PART_DIGITS = 2;

export type CardForm = { number: string; month: string; year: string; cvc: string };

export const emptyCardForm: CardForm = { number: '', month: '', year: '', cvc: '' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** What the number field shows for whatever was typed or pasted: digits in groups of 4. */
export function formatCardNumber(input: string): string {
  const digits = digitsOf(input).slice(0, CARD_NUMBER_MAX_DIGITS);
  return (digits.match(new RegExp(`.{1,${CARD_GROUP}}`, 'g')) ?? []).join(' ');
}

/** The digits the provider is sent, without the grouping spaces. */
export const cardDigits = (formatted: string): string => digitsOf(formatted);

/** A month or year field: at most 2 digits. */
export const expiryPartInput = (input: string): string =>
  digitsOf(input).slice(0, EXPIRY_PART_DIGITS);

/** The CVV field: at most 3 digits. */
export const cvcInput = (input: string): string => digitsOf(input).slice(0, CVC_DIGITS);

/**
 * The card message's key when the form cannot be a card yet (product §10: 'We encountered an
 * error...'), so the buyer hears it at once rather than after a round trip to the provider.
 */
export function cardProblem(card: CardForm): TextKey<'messages'> | null {
  const digits = cardDigits(card.number);
  const month = Number(card.month);
  const complete =
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    card.cvc.length === CVC_DIGITS &&
    card.month.length === EXPIRY_PART_DIGITS &&
    card.year.length === EXPIRY_PART_DIGITS &&
    month >= 1 &&
    month <= 12;
  return complete ? null : 'cardFailed';
}

export type CardDetails = {
  card_number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
};

/** PayMongo's card details: the number's digits, month and year as numbers, the CVC as text. */
export function cardDetailsOf(card: CardForm): CardDetails {
  return {
    card_number: cardDigits(card.number),
    exp_month: Number(card.month),
    exp_year: Number(card.year),
    cvc: card.cvc,
  };
}
