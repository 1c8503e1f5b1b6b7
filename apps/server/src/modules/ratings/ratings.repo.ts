import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dishRatings, dishes, orders, ratings, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

export async function lockOwnOrder(db: Executor, orderId: string, buyerId: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
    .for('update');
  return row ?? null;
}

/** The buyer's latest completed order that has no rating yet (the rating popup). */
export async function latestUnratedOrderId(db: Executor, buyerId: string): Promise<string | null> {
  const rows = await db.execute(sql`
    SELECT o.id FROM orders o
    WHERE o.buyer_id = ${buyerId} AND o.status = 'completed'
      AND NOT EXISTS (SELECT 1 FROM ratings r WHERE r.order_id = o.id)
    ORDER BY o.completed_at DESC NULLS LAST LIMIT 1`);
  const first = (rows as unknown as { rows: { id: string }[] }).rows[0];
  return first?.id ?? null;
}

export async function isRated(db: Executor, orderId: string): Promise<boolean> {
  const rows = await db
    .select({ id: ratings.id })
    .from(ratings)
    .where(eq(ratings.orderId, orderId))
    .limit(1);
  return rows.length > 0;
}

export async function chefName(db: Executor, chefId: string): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, chefId));
  return row?.name ?? '';
}

/**
 * Stores one rating and folds it into the running averages of the chef (overall) and of each
 * rated dish, in the caller's transaction: new = (average x quantity + stars) / (quantity + 1).
 * Each UPDATE reads and writes its row under the row lock, so concurrent ratings never lose one.
 */
export async function insertRating(
  db: Executor,
  input: {
    orderId: string;
    buyerId: string;
    chefId: string;
    overall: number | null;
    dishStars: { dishId: string; stars: number }[];
    now: Date;
  },
): Promise<{ id: string } | null> {
  const id = newId();
  const inserted = await db
    .insert(ratings)
    .values({
      id,
      orderId: input.orderId,
      buyerId: input.buyerId,
      chefId: input.chefId,
      overall: input.overall,
      createdAt: input.now,
    })
    .onConflictDoNothing()
    .returning({ id: ratings.id });
  if (inserted.length === 0) return null;
  if (input.overall !== null) {
    await db
      .update(users)
      .set({
        ratingsAverage: sql`(${users.ratingsAverage} * ${users.ratingsQuantity} + ${input.overall}) / (${users.ratingsQuantity} + 1)`,
        ratingsQuantity: sql`${users.ratingsQuantity} + 1`,
      })
      .where(eq(users.id, input.chefId));
  }
  if (input.dishStars.length > 0) {
    await db
      .insert(dishRatings)
      .values(input.dishStars.map((d) => ({ ratingId: id, ...d, createdAt: input.now })));
    for (const d of input.dishStars) {
      await db
        .update(dishes)
        .set({
          ratingsAverage: sql`(${dishes.ratingsAverage} * ${dishes.ratingsQuantity} + ${d.stars}) / (${dishes.ratingsQuantity} + 1)`,
          ratingsQuantity: sql`${dishes.ratingsQuantity} + 1`,
        })
        .where(eq(dishes.id, d.dishId));
    }
  }
  return { id };
}
