import { describe, expect, it } from 'vitest';
import { countedTitle, courierLiveEvent, liveEventRecipients, parseLiveEvent } from './events.js';

const order = { buyerId: 'buyer', chefId: 'chef' };

describe('live events (decision 045)', () => {
  it('goes to the chef, the buyer or both as the type says', () => {
    expect(liveEventRecipients('newOrder', order)).toEqual(['chef']);
    expect(liveEventRecipients('orderConfirmed', order)).toEqual(['buyer']);
    expect(liveEventRecipients('orderCancelled', order)).toEqual(['chef', 'buyer']);
    expect(liveEventRecipients('orderPaid', { buyerId: 'x', chefId: 'x' })).toEqual(['x']);
  });

  it('reads back only a well-formed event', () => {
    const event = { type: 'newOrder', orderId: 'o1', number: '#A-1', status: 'placed' };
    expect(parseLiveEvent(JSON.stringify(event))).toEqual(event);
    expect(parseLiveEvent(JSON.stringify({ ...event, type: 'hacked' }))).toBeNull();
    expect(parseLiveEvent(JSON.stringify({ ...event, orderId: 1 }))).toBeNull();
    expect(parseLiveEvent('not json')).toBeNull();
    expect(parseLiveEvent('null')).toBeNull();
  });

  it("names Lalamove's assigned and picked-up statuses only", () => {
    expect(courierLiveEvent('ON_GOING')).toBe('courierAssigned');
    expect(courierLiveEvent('PICKED_UP')).toBe('courierOnTheWay');
    expect(courierLiveEvent('ASSIGNING_DRIVER')).toBeNull();
    expect(courierLiveEvent('COMPLETED')).toBeNull();
  });

  it('counts unseen orders in the tab title, once', () => {
    expect(countedTitle('Dashboard', 2)).toBe('(2) Dashboard');
    expect(countedTitle('(2) Dashboard', 3)).toBe('(3) Dashboard');
    expect(countedTitle('(3) Dashboard', 0)).toBe('Dashboard');
  });
});
