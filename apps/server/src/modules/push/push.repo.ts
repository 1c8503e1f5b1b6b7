import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import type { Locale } from '@lutong/shared';
import { pushSubscriptions, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/** Browsers kept per user: a new one past this forgets the oldest. */
export const MAX_SUBSCRIPTIONS_PER_USER = 10;

/**
 * Keeps the browser's subscription for `userId`. An endpoint is one browser profile: subscribed
 * again (new keys, or another account signed in on it) it moves to this user, its failures cleared.
 */
export async function saveSubscription(
  db: Executor,
  input: { userId: string; endpoint: string; p256dh: string; auth: string },
): Promise<PushSubscriptionRow> {
  const [row] = await db
    .insert(pushSubscriptions)
    .values({ id: newId(), ...input })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId: input.userId, p256dh: input.p256dh, auth: input.auth, failureCount: 0 },
    })
    .returning();
  const kept = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, input.userId))
    .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
    .limit(MAX_SUBSCRIPTIONS_PER_USER);
  await db.delete(pushSubscriptions).where(
    and(
      eq(pushSubscriptions.userId, input.userId),
      notInArray(
        pushSubscriptions.id,
        kept.map((k) => k.id),
      ),
    ),
  );
  return row as PushSubscriptionRow;
}

/** Forgets the user's own subscription at `endpoint`; answers whether there was one. */
export async function deleteOwnSubscription(
  db: Executor,
  userId: string,
  endpoint: string,
): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** The language a user chose (decision 044), null when they never did. */
export async function findUserLanguage(db: Executor, userId: string): Promise<Locale | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.id, userId));
  return row?.language ?? null;
}

export async function listSubscriptionIds(db: Executor, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(inArray(pushSubscriptions.userId, userIds));
  return rows.map((r) => r.id);
}

export async function findSubscription(
  db: Executor,
  id: string,
): Promise<PushSubscriptionRow | null> {
  const [row] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id));
  return row ?? null;
}

export async function markPushed(db: Executor, id: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at, failureCount: 0 })
    .where(eq(pushSubscriptions.id, id));
}

export async function markPushFailed(db: Executor, id: string): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ failureCount: sql`${pushSubscriptions.failureCount} + 1` })
    .where(eq(pushSubscriptions.id, id));
}

export async function deleteSubscription(db: Executor, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
