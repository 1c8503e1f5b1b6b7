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

export function formatPhone(digits: string): string {
  return `${PHONE_PREFIX} ${digits}`;
}
