import { manilaClock } from '../discovery/manila-time.js';

// Issue 18 defect 3, decision 018: an order is grouped and handed to a courier for its own day
// and dispatch slot, never for "now". Pure rules on Manila time; `now` is given.

/** The facts of an order these rules read. */
export type DispatchOrder = {
  /** the Manila date the order is for, YYYY-MM-DD */
  createdFor: string;
  /** the slot hour (10, 12, ... 20); null only for orders placed before slots existed */
  selectedTime: number | null;
  deliveryMode: 'delivery' | 'pickup';
};

/** product §3: "Delivery orders begin at half past" (the chef hands the food over then). */
export const DELIVERY_DISPATCH_OFFSET_MIN = 30;
/** Lalamove takes a scheduled pickup up to 30 days ahead (v3 quotation `scheduleAt`). */
export const COURIER_SCHEDULE_MAX_DAYS = 30;

const MANILA_OFFSET_HOURS = 8;

/** The instant of a Manila wall-clock time on a Manila date (UTC+8 all year). */
export function manilaInstant(dateKey: string, hour: number, minute = 0): Date {
  const [y, m, d] = dateKey.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d, hour - MANILA_OFFSET_HOURS, minute));
}

/**
 * When the chef's dispatch window of the order starts: the slot hour on the order's day, half past
 * for delivery (product §3). Null when the order has no slot.
 */
export function dispatchStart(order: DispatchOrder): Date | null {
  if (order.selectedTime === null) return null;
  const minute = order.deliveryMode === 'delivery' ? DELIVERY_DISPATCH_OFFSET_MIN : 0;
  return manilaInstant(order.createdFor, order.selectedTime, minute);
}

/**
 * Finishing a pickup order tells the buyer to come now, so it waits for the order's own Manila day.
 * A delivery order can be finished earlier: its courier is booked for its slot (courierScheduleAt).
 */
export function finishProblem(now: Date, order: DispatchOrder): 'pickupBeforeDay' | null {
  if (order.deliveryMode !== 'pickup') return null;
  return manilaClock(now).dateKey < order.createdFor ? 'pickupBeforeDay' : null;
}

/**
 * The courier's pickup time for a booking made at `now` (Lalamove `scheduleAt`, ISO UTC): the
 * dispatch start while it is still ahead; null (an immediate booking) once it has come.
 */
export function courierScheduleAt(now: Date, order: DispatchOrder): string | null {
  const start = dispatchStart(order);
  if (!start || start.getTime() <= now.getTime()) return null;
  return start.toISOString();
}

/** Two orders share one courier only for the same day and the same dispatch slot. */
export function groupProblem(
  first: DispatchOrder,
  second: DispatchOrder,
): 'groupDifferentDay' | 'groupDifferentSlot' | null {
  if (first.createdFor !== second.createdFor) return 'groupDifferentDay';
  if (first.selectedTime !== second.selectedTime) return 'groupDifferentSlot';
  return null;
}
