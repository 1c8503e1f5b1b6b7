import { describe, expect, it } from 'vitest';
import { trackingBreakdown } from './tracking-view';

describe('trackingBreakdown (product §11: food + service fee + delivery fee)', () => {
  const order = { foodTotal: 500, deliveryFee: 103, rewardsApplied: 0, total: 603 };

  it('adds the settled service fee to the order total', () => {
    expect(trackingBreakdown(order, { serviceFee: 15, paymentMethod: 'visa' })).toEqual({
      food: 500,
      deliveryFee: 103,
      rewards: 0,
      serviceFee: 15,
      total: 618,
    });
  });

  it('leaves the service fee open until a payment settled it', () => {
    expect(trackingBreakdown(order, { serviceFee: 0, paymentMethod: null })).toMatchObject({
      serviceFee: null,
      total: 603,
    });
  });
});
