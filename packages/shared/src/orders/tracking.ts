import { messages } from '../messages.js';
import type { OrderStatus } from './schemas.js';

// spec buyer §2 Order tracking and §4 "Order tracking status": the text the tracking page shows.
// The spec words four states (texts in the message catalogue); an order the chef rejected, one the
// buyer cancelled and a completed delivery are ours (the spec leaves the other states unshown).

export const trackingTexts = {
  waiting: messages.trackingWaitingOnConfirmation,
  confirmed: messages.trackingOrderConfirmed,
  cookingComplete: messages.trackingCookingComplete,
  onTheWay: messages.trackingDeliveryOnTheWay,
  rejected: 'The chef could not take this order',
  cancelled: 'Order Cancelled',
  completed: 'Order Complete. Enjoy your meal!',
} as const;

export type TrackingState = keyof typeof trackingTexts;

export type TrackedOrderState = {
  /** the server's status; without it only the spec's four states are told apart */
  status?: OrderStatus;
  confirmed: boolean | null;
  finished: boolean;
  /** a courier (driver) has taken the delivery: the tracking page can show who is coming */
  courierAssigned: boolean;
};

/**
 * spec buyer §4: not finished and not confirmed = waiting; confirmed = confirmed; finished without
 * a courier = cooking complete; finished with a courier = on the way.
 */
export function trackingState(order: TrackedOrderState): TrackingState {
  if (order.status === 'rejected' || order.confirmed === false) return 'rejected';
  if (order.status === 'cancelled' || order.status === 'deleted') return 'cancelled';
  if (order.status === 'completed') return 'completed';
  if (order.finished) return order.courierAssigned ? 'onTheWay' : 'cookingComplete';
  return order.confirmed ? 'confirmed' : 'waiting';
}

/** The tracking page's status line (spec buyer §4). */
export const trackingStatusText = (order: TrackedOrderState): string =>
  trackingTexts[trackingState(order)];

/** Courier statuses (Lalamove v3) after a driver took the order and before it ended. */
export const COURIER_ASSIGNED_STATUSES = ['ON_GOING', 'PICKED_UP'] as const;

export const isCourierAssigned = (status: string | null | undefined): boolean =>
  (COURIER_ASSIGNED_STATUSES as readonly string[]).includes(status ?? '');
