import {
  dayProblem,
  dishStockProblem,
  manilaClock,
  messages,
  orderingWindowProblem,
  type OrderDay,
  type OrderingChef,
  type StockDish,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { releaseStock, reserveStock, type LineRow, type OrderRow } from './orders.repo.js';
import { fail } from './orders.reads.js';

// Decision 007: stock is checked when a dish goes into the cart and reserved when the order is
// placed; every rule failure is refused before anything is written.

/**
 * Refuses a day that cannot be ordered for now (today cut-off, dayPrep, 8pm for tomorrow) or that
 * the chef takes no orders on (a closed date, no working hours: decision 020). Cart and checkout.
 */
export function assertDayOpen(now: Date, chef: OrderingChef, day: OrderDay): void {
  const problem = dayProblem(now, chef, day);
  if (problem) throw fail('WRONG_STATE', messages[problem]);
}

/**
 * Before paying a placed order: only the ordering window. The chef answers placed orders, so a
 * date closed or hours switched off since then do not stop the payment (decision 020).
 */
export function assertOrderWindowOpen(now: Date, chef: OrderingChef, day: OrderDay): void {
  const problem = orderingWindowProblem(now, chef, day);
  if (problem) throw fail('WRONG_STATE', messages[problem]);
}

export function assertStock(dish: StockDish, day: Omit<OrderDay, 'createdFor'>, quantity: number) {
  const problem = dishStockProblem(dish, day, quantity);
  if (problem) throw fail('SOLD_OUT', messages[problem]);
}

// Lines in dish order, so two orders sharing dishes lock their rows in the same order.
const byDish = (lines: readonly LineRow[]) =>
  [...lines].sort((a, b) => a.dishId.localeCompare(b.dishId));

/** Reserves every line inside the caller's transaction; one line short rolls all of it back. */
export async function reserveLines(
  tx: Executor,
  order: OrderRow,
  lines: readonly LineRow[],
): Promise<void> {
  for (const line of byDish(lines)) {
    const reserved = await reserveStock(tx, {
      dishId: line.dishId,
      quantity: line.quantity,
      deliveryDate: order.deliveryDate,
      today: order.today,
    });
    if (!reserved) throw fail('SOLD_OUT', messages.noStockLeft);
  }
}

/**
 * Gives the lines' portions back inside the caller's transaction. Call it only after the status
 * change that ends the reservation succeeded: that guard makes the release happen exactly once.
 */
export async function releaseLines(
  tx: Executor,
  order: OrderRow,
  lines: readonly LineRow[],
  now: Date,
): Promise<void> {
  const dayStillAhead = order.createdFor >= manilaClock(now).dateKey;
  for (const line of byDish(lines)) {
    await releaseStock(tx, {
      dishId: line.dishId,
      quantity: line.quantity,
      deliveryDate: order.deliveryDate,
      today: order.today,
      dayStillAhead,
    });
  }
}
