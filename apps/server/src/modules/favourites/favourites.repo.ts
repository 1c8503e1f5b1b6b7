import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { favouriteSellers, users } from '../../db/schema/index.js';

/** The buyer's favourite sellers' ids, oldest first (decision 048). */
export async function listFavouriteIds(db: Executor, buyerId: string): Promise<string[]> {
  const rows = await db
    .select({ sellerId: favouriteSellers.sellerId })
    .from(favouriteSellers)
    .where(eq(favouriteSellers.buyerId, buyerId))
    .orderBy(asc(favouriteSellers.createdAt), asc(favouriteSellers.sellerId));
  return rows.map((r) => r.sellerId);
}

/**
 * Whether the seller may be favourited: a seller whose application was approved (role chef).
 * Suspended or still-updating kitchens stay favourites: they come back to the bazaar.
 */
export async function isApprovedSeller(db: Executor, sellerId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.role, 'chef')))
    .limit(1);
  return rows.length > 0;
}

/**
 * Adds the favourite unless the buyer already has `max` (answers false then); adding one twice
 * changes nothing. One statement, so two taps at once cannot pass the limit together by much.
 */
export async function addFavourite(
  db: Executor,
  buyerId: string,
  sellerId: string,
  max: number,
  now: Date,
): Promise<boolean> {
  const result = await db.execute(sql`
    INSERT INTO favourite_sellers (buyer_id, seller_id, created_at)
    SELECT ${buyerId}, ${sellerId}, ${now.toISOString()}::timestamptz
    WHERE EXISTS (SELECT 1 FROM favourite_sellers WHERE buyer_id = ${buyerId} AND seller_id = ${sellerId})
      OR (SELECT count(*) FROM favourite_sellers WHERE buyer_id = ${buyerId}) < ${max}
    ON CONFLICT DO NOTHING
    RETURNING 1 AS added`);
  if ((result as unknown as { rows: unknown[] }).rows.length > 0) return true;
  const kept = await db
    .select({ sellerId: favouriteSellers.sellerId })
    .from(favouriteSellers)
    .where(and(eq(favouriteSellers.buyerId, buyerId), eq(favouriteSellers.sellerId, sellerId)));
  return kept.length > 0;
}

export async function removeFavourite(
  db: Executor,
  buyerId: string,
  sellerId: string,
): Promise<void> {
  await db
    .delete(favouriteSellers)
    .where(and(eq(favouriteSellers.buyerId, buyerId), eq(favouriteSellers.sellerId, sellerId)));
}
