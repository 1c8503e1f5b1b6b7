import { describe, expect, it } from 'vitest';
import {
  isCourierAssigned,
  revealsPickupAddress,
  trackingState,
  trackingStatusText,
  trackingStepIndex,
  trackingSteps,
  trackingText,
  trackingTexts,
  type TrackedOrderState,
  type TrackingState,
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

// Issue 23 (decision 049): every tracking text and step in both languages; the English exactly as
// before (the spec's four are the contract), the Filipino as a Manila buyer reads it.
describe('tracking texts in English and Filipino', () => {
  const texts: Record<TrackingState, [string, string]> = {
    waiting: ['Waiting on Confirmation', 'Hinihintay pa ang confirmation'],
    confirmed: ['Order Confirmed', 'Confirmed na ang order mo'],
    cookingComplete: [
      'Cooking Complete, Waiting on Delivery Confirmation',
      'Luto na, hinihintay ang confirmation ng delivery',
    ],
    onTheWay: [
      'Delivery is OTW. You will get an SMS/call on arrival',
      'Papunta na ang delivery mo. May SMS o tawag pagdating nito',
    ],
    rejected: ['The chef could not take this order', 'Hindi matanggap ng chef ang order na ito'],
    cancelled: ['Order Cancelled', 'Kinansela ang order'],
    completed: ['Order Complete. Enjoy your meal!', 'Naihatid na ang order mo. Kain na!'],
    paid: [
      'Paid. The chef is cooking your order for pickup',
      'Bayad na. Niluluto na ng chef ang order mo para sa pickup',
    ],
    readyForPickup: [
      'Ready for pickup. See the pickup address below',
      'Handa na para sa pickup. Nasa ibaba ang address ng pickup',
    ],
    pickedUp: ['Picked up. Enjoy your meal!', 'Na-pickup mo na. Kain na!'],
  };

  it.each(Object.entries(texts))('%s', (state, [english, filipino]) => {
    expect(trackingText(state as TrackingState)).toBe(english);
    expect(trackingText(state as TrackingState, 'en')).toBe(english);
    expect(trackingTexts[state as TrackingState]).toBe(english);
    expect(trackingText(state as TrackingState, 'fil')).toBe(filipino);
  });

  it('has a text for every state, and no other', () => {
    expect(Object.keys(trackingTexts).sort()).toEqual(Object.keys(texts).sort());
  });

  it("words the status line in the reader's language", () => {
    const onTheWay = { ...placed, status: 'finished', confirmed: true, finished: true } as const;
    expect(trackingStatusText({ ...onTheWay, courierAssigned: true }, 'fil')).toBe(
      texts.onTheWay[1],
    );
    expect(trackingStatusText({ ...onTheWay, courierAssigned: true }, 'en')).toBe(
      texts.onTheWay[0],
    );
    expect(
      trackingStatusText(
        { ...placed, deliveryMode: 'pickup', confirmed: true, payed: true },
        'fil',
      ),
    ).toBe(texts.paid[1]);
  });

  it('labels the steps in either language', () => {
    const labels = (mode: 'delivery' | 'pickup', locale?: 'en' | 'fil') =>
      trackingSteps(mode, locale).map((s) => s.label);
    expect(labels('delivery')).toEqual(['Waiting', 'Confirmed', 'Cooked', 'On the way']);
    expect(labels('delivery', 'fil')).toEqual([
      'Naghihintay',
      'Confirmed',
      'Luto na',
      'Papunta na',
    ]);
    expect(labels('pickup', 'fil')).toEqual([
      'Na-order',
      'Confirmed',
      'Bayad na',
      'Handa na',
      'Na-pickup na',
    ]);
    expect(trackingSteps('pickup', 'fil').map((s) => s.state)).toEqual(
      trackingSteps('pickup').map((s) => s.state),
    );
  });

  it('a Filipino pickup order never speaks of a delivery or a courier either', () => {
    for (const state of ['waiting', 'confirmed', 'paid', 'readyForPickup', 'pickedUp'] as const) {
      expect(trackingText(state, 'fil')).not.toMatch(/deliver|OTW|papunta|rider|courier/i);
    }
  });
});
