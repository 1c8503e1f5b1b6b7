import { describe, expect, it } from 'vitest';
import { isCourierAssigned, trackingState, trackingStatusText, trackingTexts } from './tracking.js';

const placed = {
  status: 'placed',
  confirmed: null,
  finished: false,
  courierAssigned: false,
} as const;

describe('tracking status text (spec buyer §4)', () => {
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
