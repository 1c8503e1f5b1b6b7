import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { sessions, users } from '../../db/schema/index.js';
import { hashToken, newId, newSecretToken } from '../../lib/ids.js';

export type UserRow = typeof users.$inferSelect;

export async function createSession(
  db: Executor,
  input: {
    userId: string;
    ttlMs: number;
    now: Date;
    userAgent?: string | undefined;
    ip?: string | undefined;
  },
): Promise<{ token: string; expiresAt: Date }> {
  const token = newSecretToken();
  const expiresAt = new Date(input.now.getTime() + input.ttlMs);
  await db.insert(sessions).values({
    id: newId(),
    userId: input.userId,
    tokenHash: hashToken(token),
    userAgent: input.userAgent?.slice(0, 300) ?? null,
    ip: input.ip ?? null,
    createdAt: input.now,
    lastSeenAt: input.now,
    expiresAt,
  });
  return { token, expiresAt };
}

// every signed-in request reads its session: built once (db/prepared.ts)
const sessionUser = preparedOn((db) =>
  db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('session_user'),
);

export async function findSessionUser(db: Db, token: string, now: Date): Promise<UserRow | null> {
  const rows = await sessionUser(db).execute({
    tokenHash: hashToken(token),
    now: now.toISOString(),
  });
  return rows[0]?.user ?? null;
}

export async function deleteSession(db: Executor, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

export async function deleteUserSessions(db: Executor, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: Executor, now: Date): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM sessions WHERE expires_at <= ${now.toISOString()}`,
  );
  return (result as unknown as { affectedRows?: number; rowCount?: number }).rowCount ?? 0;
}
