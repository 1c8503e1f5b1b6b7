import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { CURRENT_ORDER_STATUSES } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { orders, payments, ratings, refunds } from '../../db/schema/index.js';
import type { OrderRow } from './orders.repo.js';

// The SQL of a buyer's order history (issue 19): one page of their orders past the cart, current
// ones first, and for those orders their refunds and ratings.

/** Orders a buyer never sees in their history: open carts and carts they emptied. */
const NOT_HISTORY = ['cart', 'deleted'] as const;

const ownHistory = (buyerId: string) =>
  and(eq(orders.buyerId, buyerId), notInArray(orders.status, [...NOT_HISTORY]));

export async function countHistory(db: Executor, buyerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(ownHistory(buyerId));
  return Number(row?.n ?? 0);
}

/** One page: current orders first, then by delivery day and placement, newest first. */
export async function listHistory(
  db: Executor,
  buyerId: string,
  page: { offset: number; limit: number },
): Promise<OrderRow[]> {
  const current = sql`CASE WHEN ${inArray(orders.status, [...CURRENT_ORDER_STATUSES])} THEN 0 ELSE 1 END`;
  return db
    .select()
    .from(orders)
    .where(ownHistory(buyerId))
    .orderBy(current, desc(orders.createdFor), desc(orders.placedAt), desc(orders.id))
    .offset(page.offset)
    .limit(page.limit);
}

/** The refunds of these orders (one per payment), in pesos with their state. */
export async function findOrderRefunds(
  db: Executor,
  orderIds: string[],
): Promise<{ orderId: string; amountCentavos: number; status: string }[]> {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: payments.orderId,
      amountCentavos: refunds.amountCentavos,
      status: refunds.status,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(inArray(payments.orderId, orderIds));
}

/** Which of these orders the buyer has rated. */
export async function findRatedOrders(db: Executor, orderIds: string[]): Promise<Set<string>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db
    .select({ orderId: ratings.orderId })
    .from(ratings)
    .where(inArray(ratings.orderId, orderIds));
  return new Set(rows.map((r) => r.orderId));
}
