import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dishes, orderLines } from '../../db/schema/index.js';
import { heldRewardsLeft, rewardsHeldColumns, rewardsLeft } from '../rewards/rewards.js';
import type { DishRow, LineRow } from './orders.repo.js';

// The SQL of a checkout (checkout.actions.ts), in as few statements as its locks allow (issue 10:
// order placement's budget): lock, read, reserve each line, one update of the order.

/** Which state the order must still be in under the lock: a cart, or placed and editable. */
export type PlacementFrom = 'cart' | 'placed';

/**
 * Locks the buyer's row (decision 012: a buyer's checkouts take turns over their points), then the
 * order's (no line can be added to a cart after this point), in one statement; null when the order
 * is no longer in `from` (for 'placed': also unpaid and unanswered by the chef). Answers the day
 * the order is for as it is under the lock.
 */
export async function lockBuyerAndOrder(
  tx: Executor,
  input: { buyerId: string; orderId: string; from: PlacementFrom },
): Promise<{ deliveryDate: string; today: boolean } | null> {
  const editable =
    input.from === 'placed' ? sql`AND NOT o.payed AND o.confirmed IS NULL` : sql.raw('');
  // FOR UPDATE OF b, o: the rows are locked in that order, the buyer first, as before
  const result = await tx.execute(sql`
    SELECT o.delivery_date, o.today FROM users b JOIN orders o ON o.buyer_id = b.id
    WHERE b.id = ${input.buyerId} AND o.id = ${input.orderId} AND o.status = ${input.from}
      ${editable}
    FOR UPDATE OF b, o`);
  const [row] = (result as unknown as { rows: { delivery_date: string; today: boolean }[] }).rows;
  return row ? { deliveryDate: row.delivery_date, today: row.today } : null;
}

/**
 * After lockBuyerAndOrder, in a statement of its own (it must see what was committed while it
 * waited for the locks): the order's lines in line order, each with its dish as it is now (null
 * if it no longer exists), and the points the order may use (rewards.ts).
 */
export async function readPlacement(
  tx: Executor,
  input: { buyerId: string; orderId: string },
): Promise<{ lines: { line: LineRow; dish: DishRow | null }[]; rewards: number }> {
  const rows = await tx
    .select({ line: orderLines, dish: dishes, ...rewardsHeldColumns(input.buyerId, input.orderId) })
    .from(orderLines)
    .leftJoin(dishes, eq(dishes.id, orderLines.dishId))
    .where(eq(orderLines.orderId, input.orderId))
    .orderBy(asc(orderLines.id));
  // an order without lines has no row to carry the points on
  const rewards = rows[0]
    ? rewardsLeft(rows[0])
    : await heldRewardsLeft(tx, input.buyerId, input.orderId);
  return { lines: rows.map(({ line, dish }) => ({ line, dish })), rewards };
}
