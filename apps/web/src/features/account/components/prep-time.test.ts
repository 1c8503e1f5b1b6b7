import { describe, expect, it } from 'vitest';
import { sellerMessages } from '@lutong/shared';
import { words } from '../../../test/texts';
import { prepTimeError } from './prep-time';

describe('the preparation time', () => {
  it('takes 1 to 6 minimum preparation days', () => {
    expect(prepTimeError('1', '1')).toBeNull();
    expect(prepTimeError('6', '1')).toBeNull();
    expect(prepTimeError('0', '1')).toBe('dayPrepRange');
    expect(prepTimeError('7', '1')).toBe('dayPrepRange');
    expect(prepTimeError('1.5', '1')).toBe('dayPrepRange');
    expect(prepTimeError('', '1')).toBe('dayPrepRange');
  });

  it('takes 1 to 12 hours of preparation for same-day orders', () => {
    expect(prepTimeError('2', '12')).toBeNull();
    expect(prepTimeError('2', '0')).toBe('hourPrepRange');
    expect(prepTimeError('2', '13')).toBe('hourPrepRange');
  });

  it('names a rule of the sellerRules namespace, worded in either language', () => {
    const rule = words('fil', 'sellerRules');
    expect(words('en', 'sellerRules')(prepTimeError('0', '1')!)).toBe(sellerMessages.dayPrepRange);
    expect(rule(prepTimeError('2', '0')!)).not.toBe(sellerMessages.hourPrepRange);
    expect(rule(prepTimeError('2', '0')!)).toMatch(/paghahanda/);
  });
});
