// Money of an order in whole pesos (ARCHITECTURE §10), the same arithmetic on the server and in the browser.

/** product §11: delivery fee shown (and charged) = quoted fee x 1.031, rounded. */
export const DELIVERY_FEE_FACTOR = 1.031;
export function deliveryFeeShown(quote: number): number {
  return Math.round(quote * DELIVERY_FEE_FACTOR);
}

/** product §11: 5P for the e-wallets, 15P for cards, added at payment. */
export const SERVICE_FEES = { gcash: 5, grab_pay: 5, visa: 15, mastercard: 15 } as const;
export type PaymentMethod = keyof typeof SERVICE_FEES;

/** What the provider is asked to charge for an order of `total` paid with `method`. */
export const chargeFor = (total: number, method: PaymentMethod): number =>
  total + SERVICE_FEES[method];

/** product §2.7 Checkout: the total is shown as a range from total+5 to total+15. */
export function checkoutTotalRange(total: number): [number, number] {
  return [chargeFor(total, 'gcash'), chargeFor(total, 'visa')];
}

export type OrderTotals = {
  foodTotal: number;
  deliveryFee: number;
  rewardsApplied: number;
  /** food + delivery - rewards, before the service fee */
  total: number;
};

/** PayMongo's smallest payment is P20; rewards never take a total below it (decision 012). */
export const MIN_CHARGE = 20;

/**
 * product §1 and §11: food is the sum of the charged (promo) prices; rewards are subtracted from
 * food + delivery, but never below the provider's minimum charge (an order that costs less than
 * that to begin with uses no points).
 */
export function orderTotals(input: {
  lines: readonly { promoPrice: number; quantity: number }[];
  deliveryFee: number;
  rewards: number;
}): OrderTotals {
  const foodTotal = input.lines.reduce((sum, line) => sum + line.promoPrice * line.quantity, 0);
  const beforeRewards = foodTotal + input.deliveryFee;
  const rewardsApplied = Math.max(0, Math.min(input.rewards, beforeRewards - MIN_CHARGE));
  return {
    foodTotal,
    deliveryFee: input.deliveryFee,
    rewardsApplied,
    total: beforeRewards - rewardsApplied,
  };
}

export type OrderQuote = OrderTotals & {
  /** what each payment method will be charged: total + its service fee */
  charges: Record<PaymentMethod, number>;
  /** the checkout's range, cheapest to dearest method */
  range: [number, number];
};

/**
 * One total from checkout to charge (issue 19, decision 024): the checkout's preview, the placed
 * order's totals and the payment intent's amount are all this, on the same lines, fee and points.
 */
export function orderQuote(input: Parameters<typeof orderTotals>[0]): OrderQuote {
  const totals = orderTotals(input);
  const charges = Object.fromEntries(
    (Object.keys(SERVICE_FEES) as PaymentMethod[]).map((method) => [
      method,
      chargeFor(totals.total, method),
    ]),
  ) as Record<PaymentMethod, number>;
  return { ...totals, charges, range: checkoutTotalRange(totals.total) };
}

/** product §11: prices are whole pesos shown with a P ('P1,400'). */
export const formatPeso = (amount: number): string => `P${amount.toLocaleString('en-PH')}`;
