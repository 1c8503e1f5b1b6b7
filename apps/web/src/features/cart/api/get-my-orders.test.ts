import { describe, expect, it } from 'vitest';
import { mergeRemoved } from './get-my-orders';

describe('the clean-up messages on the cart page', () => {
  it('keeps each removed order once until it is dismissed', () => {
    const a = { id: 'a', chefName: 'A', message: 'This dish is out of stock!' };
    const b = { id: 'b', chefName: 'B', message: 'This dish is out of stock!' };
    expect(mergeRemoved([a], [a, b])).toEqual([a, b]);
    expect(mergeRemoved([], [])).toEqual([]);
  });
});
