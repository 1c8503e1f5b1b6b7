import { describe, expect, it } from 'vitest';
import { isVanityWord } from './resolve-vanity';

describe('vanity words', () => {
  it('are one lower-case word of letters and digits', () => {
    expect(isVanityWord('titababy')).toBe(true);
    expect(isVanityWord('sisig2')).toBe(true);
  });

  it('leave anything else to the not-found page', () => {
    for (const word of ['', 'TitaBaby', 'tita-baby', 'tita baby', 'menu/x', 'ñ']) {
      expect(isVanityWord(word)).toBe(false);
    }
  });
});
