import { formatPeso } from '@lutong/shared';

export const peso = formatPeso;

export type Breakdown = {
  food: number;
  deliveryFee: number;
  rewards: number;
  /** null until the payment settled which method (and so which fee) the buyer used */
  serviceFee: number | null;
  /** food + service fee + delivery fee - rewards (product §11) */
  total: number;
};

/** product §11: the tracking total is food + service fee + delivery fee. */
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
