import { formatHour, slotWindow, formatPeso } from '@lutong/shared';

export const peso = formatPeso;

type TimedOrder = {
  selectedTime: number | null;
  deliveryMode: 'delivery' | 'pickup';
  actualDate: string;
  createdFor: string;
};

/**
 * spec buyer §2 Order tracking 'max delivery time': the end of the order's 2-hour window (§9; for
 * delivery the window starts an hour later), on the order's day. Null before a slot was chosen.
 */
export function maxDeliveryTime(order: TimedOrder): string | null {
  if (order.selectedTime === null) return null;
  const { end } = slotWindow(order.selectedTime, order.deliveryMode);
  // The menu's label reads 'MENU FOR: Mon, Nov 23'; the page needs only the day.
  const day = order.actualDate.replace(/^menu for:\s*/i, '').trim() || order.createdFor;
  return day ? `${day}, by ${formatHour(end)}` : `by ${formatHour(end)}`;
}

export type Breakdown = {
  food: number;
  deliveryFee: number;
  rewards: number;
  /** null until the payment settled which method (and so which fee) the buyer used */
  serviceFee: number | null;
  /** food + service fee + delivery fee - rewards (spec buyer §9) */
  total: number;
};

/** spec buyer §9: the tracking total is food + service fee + delivery fee. */
export function trackingBreakdown(
  order: { foodTotal: number; deliveryFee: number; rewardsApplied: number; total: number },
  settled: { serviceFee: number; paymentMethod: string | null },
): Breakdown {
  const serviceFee = settled.paymentMethod === null ? null : settled.serviceFee;
  return {
    food: order.foodTotal,
    deliveryFee: order.deliveryFee,
    rewards: order.rewardsApplied,
    serviceFee,
    total: order.total + (serviceFee ?? 0),
  };
}
