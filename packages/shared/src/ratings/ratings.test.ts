import { describe, expect, it } from 'vitest';
import { addToAverage, ratingBand, ratingSubmitBody } from './ratings.js';
import { DEFAULT_REWARDS_RATE, rewardsEarned } from './rewards.js';

describe('ratings (product §3.5, product §5 Rating submission)', () => {
  it('colours averages: above 3.5 green, above 2.5 up to 3.5 orange-red, otherwise red', () => {
    expect([4.26, 3.51, 3.5, 2.51, 2.5, 0].map(ratingBand)).toEqual([
      'green',
      'green',
      'orange-red',
      'orange-red',
      'red',
      'red',
    ]);
  });
  it('folds one rating into a running average without the others', () => {
    expect(addToAverage({ average: 0, quantity: 0 }, 4)).toEqual({ average: 4, quantity: 1 });
    expect(addToAverage({ average: 4, quantity: 3 }, 2)).toEqual({ average: 3.5, quantity: 4 });
  });
  it('takes whole stars 0 to 5, with gaps', () => {
    const orderId = '0190a0a0-0000-7000-8000-000000000000';
    expect(ratingSubmitBody.safeParse({ orderId, ratings: [5, null, 0] }).success).toBe(true);
    expect(ratingSubmitBody.safeParse({ orderId, overallRating: 6 }).success).toBe(false);
    expect(ratingSubmitBody.safeParse({ orderId, overallRating: 2.5 }).success).toBe(false);
  });
});

describe('rewards (issue 8, decision 012)', () => {
  it('earns 2% of the food total, rounded down', () => {
    expect(DEFAULT_REWARDS_RATE).toBe(0.02);
    expect(rewardsEarned(666)).toBe(13);
    expect(rewardsEarned(900)).toBe(18);
    expect(rewardsEarned(49)).toBe(0);
    expect(rewardsEarned(1000, 0.05)).toBe(50);
    expect(rewardsEarned(0)).toBe(0);
  });
});
