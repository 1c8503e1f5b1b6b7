import { describe, expect, it } from 'vitest';
import { splitSellerName } from './seller-name';

describe('seller card name', () => {
  it('shows the capitalised first word of the name', () => {
    expect(splitSellerName("Tita Baby's Kusina")).toEqual({
      first: 'Tita',
      rest: " Baby's Kusina",
    });
    // stored lower-cased by the application, shown in title case (issue 18 defect 7)
    expect(splitSellerName('lola nena')).toEqual({ first: 'Lola', rest: ' Nena' });
  });

  it('keeps a one-word name whole', () => {
    expect(splitSellerName('  Panaderya ')).toEqual({ first: 'Panaderya', rest: '' });
  });
});
