import { describe, expect, it } from 'vitest';
import { dishSearchText } from './dish-search.js';

describe('dishSearchText (decision 039)', () => {
  it('compares names in lower case, without the spaces around the text', () => {
    expect(dishSearchText('  Chicken ADOBO ')).toBe('chicken adobo');
    expect(dishSearchText('adbo')).toBe('adbo');
  });

  it('searches nothing for an empty or missing text', () => {
    expect(dishSearchText('')).toBeNull();
    expect(dishSearchText('   ')).toBeNull();
    expect(dishSearchText(undefined)).toBeNull();
    expect(dishSearchText(null)).toBeNull();
  });
});
