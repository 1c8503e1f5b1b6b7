import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { rewardsLedger, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { UserRow } from './sessions.repo.js';

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return rows[0] ?? null;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}

export async function findUserByGoogleSub(db: Executor, sub: string): Promise<UserRow | null> {
  const rows = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return rows[0] ?? null;
}

/** Inserts a user; returns null when the e-mail is already taken (unique index). */
export async function insertUser(
  db: Executor,
  input: Partial<typeof users.$inferInsert> & { email: string },
): Promise<UserRow | null> {
  const rows = await db
    .insert(users)
    .values({ id: newId(), ...input, email: input.email.toLowerCase() })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<typeof users.$inferInsert>,
): Promise<UserRow | null> {
  const rows = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return rows[0] ?? null;
}

/** The reward points balance is the sum of the buyer's ledger (product §1 rewards). */
export async function rewardsBalance(db: Executor, userId: string): Promise<number> {
  const rows = await db
    .select({ total: sql<string | number | null>`coalesce(sum(${rewardsLedger.points}), 0)` })
    .from(rewardsLedger)
    .where(eq(rewardsLedger.userId, userId));
  return Number(rows[0]?.total ?? 0);
}
