import { trackingMessages as messages } from '../first-messages.js';
import type { OrderStatus } from './schemas.js';

// product §2.9 Order tracking and §6 "Order tracking status": the text the tracking page shows.
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
  // pickup orders (issue 18 defect 6): no courier, so no delivery confirmation and no 'on the way'
  paid: 'Paid. The chef is cooking your order for pickup',
  readyForPickup: 'Ready for pickup. See the pickup address below',
  pickedUp: 'Picked up. Enjoy your meal!',
} as const;

export type TrackingState = keyof typeof trackingTexts;

export type TrackedOrderState = {
  /** the server's status; without it only the spec's four states are told apart */
  status?: OrderStatus;
  confirmed: boolean | null;
  finished: boolean;
  /** a courier (driver) has taken the delivery: the tracking page can show who is coming */
  courierAssigned: boolean;
  /** a pickup order has its own steps; without it the order reads as a delivery */
  deliveryMode?: 'delivery' | 'pickup';
  payed?: boolean;
};

/**
 * product §6: not finished and not confirmed = waiting; confirmed = confirmed; finished without
 * a courier = cooking complete; finished with a courier = on the way.
 */
export function trackingState(order: TrackedOrderState): TrackingState {
  if (order.status === 'rejected' || order.confirmed === false) return 'rejected';
  if (order.status === 'cancelled' || order.status === 'deleted') return 'cancelled';
  if (order.deliveryMode === 'pickup') return pickupState(order);
  if (order.status === 'completed') return 'completed';
  if (order.finished) return order.courierAssigned ? 'onTheWay' : 'cookingComplete';
  return order.confirmed ? 'confirmed' : 'waiting';
}

/** A pickup order: placed, confirmed, paid, ready for pickup, picked up. */
function pickupState(order: TrackedOrderState): TrackingState {
  if (order.status === 'completed') return 'pickedUp';
  if (order.finished) return 'readyForPickup';
  if (!order.confirmed) return 'waiting';
  return order.payed ? 'paid' : 'confirmed';
}

/** The tracking page's status line (product §6). */
export const trackingStatusText = (order: TrackedOrderState): string =>
  trackingTexts[trackingState(order)];

/** Courier statuses (Lalamove v3) after a driver took the order and before it ended. */
export const COURIER_ASSIGNED_STATUSES = ['ON_GOING', 'PICKED_UP'] as const;

export const isCourierAssigned = (status: string | null | undefined): boolean =>
  (COURIER_ASSIGNED_STATUSES as readonly string[]).includes(status ?? '');

export type TrackingStep = { state: TrackingState; label: string };

/** product §6: the delivery states, drawn as steps so a buyer sees how far along it is. */
const deliverySteps: TrackingStep[] = [
  { state: 'waiting', label: 'Waiting' },
  { state: 'confirmed', label: 'Confirmed' },
  { state: 'cookingComplete', label: 'Cooked' },
  { state: 'onTheWay', label: 'On the way' },
];

/** Issue 18 defect 6: a pickup order's own steps, with no courier in them. */
const pickupSteps: TrackingStep[] = [
  { state: 'waiting', label: 'Placed' },
  { state: 'confirmed', label: 'Confirmed' },
  { state: 'paid', label: 'Paid' },
  { state: 'readyForPickup', label: 'Ready for pickup' },
  { state: 'pickedUp', label: 'Picked up' },
];

export const trackingSteps = (deliveryMode: 'delivery' | 'pickup'): readonly TrackingStep[] =>
  deliveryMode === 'pickup' ? pickupSteps : deliverySteps;

/** How many steps are done at `state` (the current one included); -1 when it stopped. */
export function trackingStepIndex(
  state: TrackingState,
  deliveryMode: 'delivery' | 'pickup',
): number {
  const steps = trackingSteps(deliveryMode);
  if (state === 'completed') return steps.length;
  return steps.findIndex((step) => step.state === state);
}

/**
 * Issue 18 defect 6: a pickup order's buyer learns the kitchen's full address and the chef's phone
 * once the order is both confirmed and paid (and still alive); nobody else ever does.
 */
export function revealsPickupAddress(order: {
  deliveryMode: 'delivery' | 'pickup';
  status: OrderStatus;
  confirmed: boolean | null;
  payed: boolean;
}): boolean {
  return (
    order.deliveryMode === 'pickup' &&
    order.confirmed === true &&
    order.payed &&
    ['placed', 'finished', 'completed'].includes(order.status)
  );
}
