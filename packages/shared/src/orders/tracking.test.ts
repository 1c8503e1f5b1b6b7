import { describe, expect, it } from 'vitest';
import {
  isCourierAssigned,
  revealsPickupAddress,
  trackingState,
  trackingStatusText,
  trackingStepIndex,
  trackingSteps,
  trackingTexts,
  type TrackedOrderState,
} from './tracking.js';

const placed = {
  status: 'placed',
  confirmed: null,
  finished: false,
  courierAssigned: false,
} as const;

describe('tracking status text (product §6)', () => {
  it('words the four states of the spec', () => {
    expect(trackingStatusText(placed)).toBe('Waiting on Confirmation');
    expect(trackingStatusText({ ...placed, confirmed: true })).toBe('Order Confirmed');
    expect(
      trackingStatusText({ ...placed, status: 'finished', confirmed: true, finished: true }),
    ).toBe('Cooking Complete, Waiting on Delivery Confirmation');
    expect(
      trackingStatusText({
        status: 'finished',
        confirmed: true,
        finished: true,
        courierAssigned: true,
      }),
    ).toBe('Delivery is OTW. You will get an SMS/call on arrival');
  });

  it('a paid order still waits for the chef', () => {
    expect(trackingState(placed)).toBe('waiting');
  });

  it('has its own words for rejected, cancelled and completed orders', () => {
    expect(trackingState({ ...placed, status: 'rejected', confirmed: false })).toBe('rejected');
    expect(trackingState({ ...placed, status: 'cancelled' })).toBe('cancelled');
    expect(
      trackingState({
        status: 'completed',
        confirmed: true,
        finished: true,
        courierAssigned: false,
      }),
    ).toBe('completed');
    expect(trackingTexts.rejected).not.toBe(trackingTexts.waiting);
  });

  it('counts a driver as assigned while on the way or after pickup', () => {
    expect(isCourierAssigned('ASSIGNING_DRIVER')).toBe(false);
    expect(isCourierAssigned('ON_GOING')).toBe(true);
    expect(isCourierAssigned('PICKED_UP')).toBe(true);
    expect(isCourierAssigned('CANCELED')).toBe(false);
    expect(isCourierAssigned(null)).toBe(false);
  });
});

describe('pickup tracking (issue 18 defect 6)', () => {
  const pickup = { ...placed, deliveryMode: 'pickup', payed: false } as const;
  const ready = {
    ...pickup,
    status: 'finished' as const,
    confirmed: true,
    payed: true,
    finished: true,
  };

  it('walks placed, confirmed, paid, ready for pickup, picked up', () => {
    expect(trackingState(pickup)).toBe('waiting');
    expect(trackingState({ ...pickup, payed: true })).toBe('waiting');
    expect(trackingState({ ...pickup, confirmed: true })).toBe('confirmed');
    expect(trackingState({ ...pickup, confirmed: true, payed: true })).toBe('paid');
    expect(trackingState(ready)).toBe('readyForPickup');
    expect(trackingState({ ...ready, status: 'completed' as const })).toBe('pickedUp');
    expect(trackingState({ ...pickup, status: 'rejected' as const, confirmed: false })).toBe(
      'rejected',
    );
  });

  it('never speaks of a delivery or a courier', () => {
    const orders: TrackedOrderState[] = [pickup, ready, { ...ready, courierAssigned: true }];
    for (const order of orders) {
      expect(trackingStatusText(order)).not.toMatch(/deliver|OTW|on the way/i);
    }
    expect(trackingSteps('pickup').map((s) => s.label)).toEqual([
      'Placed',
      'Confirmed',
      'Paid',
      'Ready for pickup',
      'Picked up',
    ]);
    expect(trackingSteps('delivery').map((s) => s.label)).toContain('On the way');
  });

  it('counts the steps done', () => {
    expect(trackingStepIndex('paid', 'pickup')).toBe(2);
    expect(trackingStepIndex('pickedUp', 'pickup')).toBe(4);
    expect(trackingStepIndex('completed', 'delivery')).toBe(4);
    expect(trackingStepIndex('rejected', 'pickup')).toBe(-1);
  });

  it('reveals the pickup address only on a confirmed, paid, live pickup order', () => {
    const ok = { deliveryMode: 'pickup', status: 'placed', confirmed: true, payed: true } as const;
    expect(revealsPickupAddress(ok)).toBe(true);
    expect(revealsPickupAddress({ ...ok, status: 'finished' })).toBe(true);
    expect(revealsPickupAddress({ ...ok, payed: false })).toBe(false);
    expect(revealsPickupAddress({ ...ok, confirmed: null })).toBe(false);
    expect(revealsPickupAddress({ ...ok, confirmed: false, status: 'rejected' })).toBe(false);
    expect(revealsPickupAddress({ ...ok, status: 'cancelled' })).toBe(false);
    expect(revealsPickupAddress({ ...ok, deliveryMode: 'delivery' })).toBe(false);
  });
});
