// product §1, §2, §11 rewards; issue 8 and docs/decisions/012-ratings-analytics-rewards.md.

/** The default earn rate: 2% of the food total of a completed order, in whole pesos. */
export const DEFAULT_REWARDS_RATE = 0.02;

/** Points earned by a completed order: the rate times the food total, rounded down. */
export function rewardsEarned(foodTotal: number, rate = DEFAULT_REWARDS_RATE): number {
  if (!(foodTotal > 0) || !(rate > 0)) return 0;
  return Math.floor(foodTotal * rate + 1e-9);
}
