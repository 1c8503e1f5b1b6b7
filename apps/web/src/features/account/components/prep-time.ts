import { DAY_PREP_BELOW, DAY_PREP_MIN, type SellerRuleKey } from '@lutong/shared';

// product §3.4, §7 Profile and §11: minimum preparation days at least 1 and below 7; hours of
// preparation for same-day orders (hourPrep) 1 to 12.
export const HOUR_PREP_MIN = 1;
export const HOUR_PREP_MAX = 12;

const wholeIn = (text: string, min: number, max: number) => {
  const n = Number(text);
  return text.trim() !== '' && Number.isInteger(n) && n >= min && n <= max;
};

/**
 * The seller rule (its key in the `sellerRules` namespace) of the first value out of range, or
 * null when both can be saved.
 */
export function prepTimeError(
  dayPrep: string,
  hourPrep: string,
): Extract<SellerRuleKey, 'dayPrepRange' | 'hourPrepRange'> | null {
  if (!wholeIn(dayPrep, DAY_PREP_MIN, DAY_PREP_BELOW - 1)) return 'dayPrepRange';
  if (!wholeIn(hourPrep, HOUR_PREP_MIN, HOUR_PREP_MAX)) return 'hourPrepRange';
  return null;
}
