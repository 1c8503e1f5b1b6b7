import { phoneMessages as messages } from './first-messages.js';

// product §7 and §11: phone numbers are 10 digits after the +63 prefix.
export const PHONE_PREFIX = '+63';
export const PHONE_DIGITS = 10;

/** Keeps only digits and cuts to the 10 allowed after +63, as the phone inputs do. */
export function normalisePhoneInput(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.startsWith('63') && digits.length > PHONE_DIGITS) digits = digits.slice(2);
  if (digits.startsWith('0') && digits.length > PHONE_DIGITS) digits = digits.slice(1);
  return digits.slice(0, PHONE_DIGITS);
}

export function isValidPhone(digits: string): boolean {
  return /^\d{10}$/.test(digits);
}

/**
 * product §7 checkout: the message for a phone that cannot be used, or null. Nothing typed asks
 * for the number; some digits but not 10 say it needs 10 digits after +63 (issue 22).
 */
export function checkoutPhoneProblem(digits: string): string | null {
  if (isValidPhone(digits)) return null;
  return digits === '' ? messages.phoneRequired : messages.phoneIncomplete;
}

export function formatPhone(digits: string): string {
  return `${PHONE_PREFIX} ${digits}`;
}
