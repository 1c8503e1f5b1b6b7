import { and, eq, sql } from 'drizzle-orm';
import { rewardsEarned } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { orders, rewardsLedger, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { rewardsBalance } from '../auth/users.repo.js';
import type { OrderRow } from '../orders/orders.repo.js';

// Rewards (product §1, §2, §11; issue 8; decision 012): a ledger per buyer, one line per order
// and reason (unique index), so crediting or reversing twice is a no-op.

/** Credits a completed order's points (rate x food total, rounded down), once. */
export async function creditEarnedRewards(
  tx: Executor,
  order: OrderRow,
  rate: number,
): Promise<number> {
  const points = rewardsEarned(order.foodTotal, rate);
  if (points <= 0) return 0;
  const rows = await tx
    .insert(rewardsLedger)
    .values({ id: newId(), userId: order.buyerId, orderId: order.id, points, reason: 'earned' })
    .onConflictDoNothing()
    .returning({ points: rewardsLedger.points });
  return rows[0]?.points ?? 0;
}

/**
 * Takes back the points a refunded order earned, once, but never more than the buyer still has
 * (points already spent stay spent: the balance never goes below zero).
 */
export async function reverseEarnedRewards(tx: Executor, order: OrderRow): Promise<number> {
  const [earned] = await tx
    .select({ points: rewardsLedger.points })
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.orderId, order.id), eq(rewardsLedger.reason, 'earned')));
  if (!earned) return 0;
  // the buyer's row lock serialises every balance change of this buyer
  await lockBuyer(tx, order.buyerId);
  const taken = Math.min(earned.points, Math.max(0, await rewardsBalance(tx, order.buyerId)));
  if (taken <= 0) return 0;
  const rows = await tx
    .insert(rewardsLedger)
    .values({
      id: newId(),
      userId: order.buyerId,
      orderId: order.id,
      points: -taken,
      reason: 'reversed',
    })
    .onConflictDoNothing()
    .returning({ points: rewardsLedger.points });
  return rows.length > 0 ? taken : 0;
}

/**
 * What the points an order may use at checkout are made of, as columns of a select: the balance
 * and what the buyer's other placed, unpaid orders already hold (their points are taken from the
 * ledger only when they are paid). Read them after `lockBuyer`, in a statement of their own, so
 * they include what the previous holder of the lock committed.
 */
export const rewardsHeldColumns = (buyerId: string, orderId: string) => ({
  held: sql<number>`(SELECT coalesce(sum(held.rewards_applied), 0) FROM ${orders} held
    WHERE held.buyer_id = ${buyerId} AND held.status = 'placed' AND NOT held.payed
      AND held.id <> ${orderId})::int`,
  balance: sql<number>`(SELECT coalesce(sum(ledger.points), 0) FROM ${rewardsLedger} ledger
    WHERE ledger.user_id = ${buyerId})::int`,
});

/** The points the order may use: the balance less what is held, never below zero. */
export const rewardsLeft = (row: { held: number; balance: number } | undefined): number =>
  Math.max(0, Number(row?.balance ?? 0) - Number(row?.held ?? 0));

/**
 * The buyer's row lock: two concurrent checkouts of one buyer take turns, so the same points are
 * never held twice and the balance never goes below zero.
 */
export async function lockBuyer(tx: Executor, buyerId: string): Promise<void> {
  await tx.execute(sql`SELECT 1 FROM ${users} WHERE ${users.id} = ${buyerId} FOR UPDATE`);
}

/** The points an order may use at checkout (decision 012), for a caller holding the buyer's lock. */
export async function heldRewardsLeft(
  tx: Executor,
  buyerId: string,
  orderId: string,
): Promise<number> {
  // after the lock, in a statement of its own: it must see what the previous holder committed
  const [row] = await tx.select(rewardsHeldColumns(buyerId, orderId)).from(sql`(SELECT 1) one`);
  return rewardsLeft(row);
}
