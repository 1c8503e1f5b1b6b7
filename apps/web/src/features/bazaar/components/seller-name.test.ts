import { describe, expect, it } from 'vitest';
import { splitSellerName } from './seller-name';

describe('seller card name', () => {
  it('shows the capitalised first word of the name', () => {
    expect(splitSellerName("Tita Baby's Kusina")).toEqual({
      first: 'Tita',
      rest: " Baby's Kusina",
    });
    expect(splitSellerName('lola nena')).toEqual({ first: 'Lola', rest: ' nena' });
  });

  it('keeps a one-word name whole', () => {
    expect(splitSellerName('  Panaderya ')).toEqual({ first: 'Panaderya', rest: '' });
  });
});
