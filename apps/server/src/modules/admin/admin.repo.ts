import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { users, vanityRoutes } from '../../db/schema/index.js';

export type SellerVisibility = 'hidden' | 'auto' | 'shown';

export type SellerListRow = {
  id: string;
  name: string;
  email: string;
  miniAddress: string;
  ratingsAverage: number;
  ratingsQuantity: number;
  finishedUpdating: boolean;
  visible: boolean;
  suspended: boolean;
};

const sellerColumns = {
  id: users.id,
  name: users.name,
  email: users.email,
  miniAddress: users.miniAddress,
  ratingsAverage: users.ratingsAverage,
  ratingsQuantity: users.ratingsQuantity,
  finishedUpdating: users.finishedUpdating,
  visible: users.visible,
  suspended: users.suspended,
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listSellers(
  db: Executor,
  q: string,
  limit: number,
): Promise<SellerListRow[]> {
  const text = q.trim();
  const match = text
    ? or(ilike(users.name, `%${escapeLike(text)}%`), ilike(users.email, `%${escapeLike(text)}%`))
    : undefined;
  return db
    .select(sellerColumns)
    .from(users)
    .where(and(eq(users.role, 'chef'), match))
    .orderBy(asc(users.name), asc(users.id))
    .limit(limit);
}

export async function setSellerVisibility(
  db: Executor,
  id: string,
  visibility: SellerVisibility,
): Promise<SellerListRow | null> {
  const rows = await db
    .update(users)
    .set({
      suspended: visibility === 'hidden',
      visible: visibility === 'shown',
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, id), eq(users.role, 'chef')))
    .returning(sellerColumns);
  return rows[0] ?? null;
}

export async function listVanityRoutes(db: Executor) {
  return db
    .select({ word: vanityRoutes.word, chefId: vanityRoutes.chefId, chefName: users.name })
    .from(vanityRoutes)
    .innerJoin(users, eq(users.id, vanityRoutes.chefId))
    .orderBy(asc(vanityRoutes.word));
}

export async function isSeller(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(users)
    .where(and(eq(users.id, id), eq(users.role, 'chef')))
    .limit(1);
  return rows.length > 0;
}

export async function insertVanityRoute(db: Executor, word: string, chefId: string) {
  const rows = await db
    .insert(vanityRoutes)
    .values({ word, chefId })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function deleteVanityRoute(db: Executor, word: string): Promise<boolean> {
  const rows = await db
    .delete(vanityRoutes)
    .where(eq(vanityRoutes.word, word.toLowerCase()))
    .returning({ word: vanityRoutes.word });
  return rows.length > 0;
}
