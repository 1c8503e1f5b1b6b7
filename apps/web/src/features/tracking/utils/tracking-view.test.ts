import { describe, expect, it } from 'vitest';
import { maxDeliveryTime, trackingBreakdown } from './tracking-view';

describe('maxDeliveryTime', () => {
  it('ends a delivery order three hours after its slot (window shifted an hour later)', () => {
    expect(
      maxDeliveryTime({
        selectedTime: 10,
        deliveryMode: 'delivery',
        actualDate: 'MENU FOR: Tue, Nov 24',
        createdFor: '2026-11-24',
      }),
    ).toBe('Tue, Nov 24, by 1pm');
  });

  it('ends a pickup order two hours after its slot', () => {
    expect(
      maxDeliveryTime({
        selectedTime: 18,
        deliveryMode: 'pickup',
        actualDate: '',
        createdFor: '2026-11-24',
      }),
    ).toBe('2026-11-24, by 8pm');
  });

  it('is unknown before a time slot was chosen', () => {
    expect(
      maxDeliveryTime({
        selectedTime: null,
        deliveryMode: 'pickup',
        actualDate: '',
        createdFor: '',
      }),
    ).toBeNull();
  });
});

describe('trackingBreakdown (spec buyer §9: food + service fee + delivery fee)', () => {
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
