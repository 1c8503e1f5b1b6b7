import { orderWordText, type OrderWordKey } from '../i18n/order-words.js';
import type { Locale } from '../i18n/locales.js';
import type { OrderStatus } from './schemas.js';

// product §2.9 Order tracking and §6 "Order tracking status": the text the tracking page shows.
// The spec words four states (waiting, confirmed, cooking complete, on the way: its English is the
// contract); an order the chef rejected, one the buyer cancelled and a completed delivery are ours
// (the spec leaves the other states unshown). Each is a text of the `words` namespace, in English
// and Filipino (decision 049).

const stateWords = {
  waiting: 'trackingWaiting',
  confirmed: 'trackingConfirmed',
  cookingComplete: 'trackingCookingComplete',
  onTheWay: 'trackingOnTheWay',
  rejected: 'trackingRejected',
  cancelled: 'trackingCancelled',
  completed: 'trackingCompleted',
  // pickup orders (issue 18 defect 6): no courier, so no delivery confirmation and no 'on the way'
  paid: 'trackingPaid',
  readyForPickup: 'trackingReadyForPickup',
  pickedUp: 'trackingPickedUp',
} as const satisfies Record<string, OrderWordKey>;

export type TrackingState = keyof typeof stateWords;

export const isTrackingState = (value: string): value is TrackingState => value in stateWords;

/** A tracking state's text in `locale` (product §6). */
export const trackingText = (state: TrackingState, locale: Locale = 'en'): string =>
  orderWordText(locale, stateWords[state]);

/** The tracking texts in English, by state (the spec's four word for word). */
// (pure: a chunk that does not name it leaves it out)
export const trackingTexts = /* @__PURE__ */ Object.fromEntries(
  /* @__PURE__ */ Object.keys(stateWords).map((state) => [
    state,
    trackingText(state as TrackingState),
  ]),
) as Record<TrackingState, string>;

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

/** The tracking page's status line (product §6), in the reader's language. */
export const trackingStatusText = (order: TrackedOrderState, locale: Locale = 'en'): string =>
  trackingText(trackingState(order), locale);

/** Courier statuses (Lalamove v3) after a driver took the order and before it ended. */
export const COURIER_ASSIGNED_STATUSES = ['ON_GOING', 'PICKED_UP'] as const;

export const isCourierAssigned = (status: string | null | undefined): boolean =>
  (COURIER_ASSIGNED_STATUSES as readonly string[]).includes(status ?? '');

export type TrackingStep = { state: TrackingState; label: string };

type StepWords = readonly { state: TrackingState; word: OrderWordKey }[];

/** product §6: the delivery states, drawn as steps so a buyer sees how far along it is. */
const deliverySteps: StepWords = [
  { state: 'waiting', word: 'stepWaiting' },
  { state: 'confirmed', word: 'stepConfirmed' },
  { state: 'cookingComplete', word: 'stepCooked' },
  { state: 'onTheWay', word: 'stepOnTheWay' },
];

/** Issue 18 defect 6: a pickup order's own steps, with no courier in them. */
const pickupSteps: StepWords = [
  { state: 'waiting', word: 'stepPlaced' },
  { state: 'confirmed', word: 'stepConfirmed' },
  { state: 'paid', word: 'stepPaid' },
  { state: 'readyForPickup', word: 'stepReadyForPickup' },
  { state: 'pickedUp', word: 'stepPickedUp' },
];

const stepsOf = (deliveryMode: 'delivery' | 'pickup') =>
  deliveryMode === 'pickup' ? pickupSteps : deliverySteps;

/** The steps of a delivery or a pickup order, labelled in `locale`. */
export const trackingSteps = (
  deliveryMode: 'delivery' | 'pickup',
  locale: Locale = 'en',
): readonly TrackingStep[] =>
  stepsOf(deliveryMode).map(({ state, word }) => ({ state, label: orderWordText(locale, word) }));

/** How many steps are done at `state` (the current one included); -1 when it stopped. */
export function trackingStepIndex(
  state: TrackingState,
  deliveryMode: 'delivery' | 'pickup',
): number {
  const steps = stepsOf(deliveryMode);
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
