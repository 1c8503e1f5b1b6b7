import { and, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { applications, users } from '../../db/schema/index.js';
import type { ApplicationStatus } from '@lutong/shared';

export type ApplicationRow = typeof applications.$inferSelect;

export async function latestApplicationOf(
  db: Executor,
  userId: string,
): Promise<ApplicationRow | null> {
  const rows = await db
    .select()
    .from(applications)
    .where(eq(applications.userId, userId))
    .orderBy(desc(applications.createdAt))
    .limit(1);
  return rows[0] ?? null;
}

/** A second submission while one is under review replaces its answers (one pending per user). */
export async function upsertPendingApplication(
  db: Executor,
  row: { id: string; userId: string; payload: unknown; now: Date },
): Promise<ApplicationRow> {
  const rows = await db
    .insert(applications)
    .values({ id: row.id, userId: row.userId, payload: row.payload, createdAt: row.now })
    .onConflictDoUpdate({
      target: applications.userId,
      targetWhere: sql`${applications.status} = 'pending'`,
      set: { payload: row.payload, createdAt: row.now },
    })
    .returning();
  const saved = rows[0];
  if (!saved) throw new Error('application upsert returned nothing');
  return saved;
}

export async function findApplicationForUpdate(
  db: Executor,
  id: string,
): Promise<ApplicationRow | null> {
  const rows = await db.select().from(applications).where(eq(applications.id, id)).for('update');
  return rows[0] ?? null;
}

export async function decideApplication(
  db: Executor,
  id: string,
  decision: {
    status: Exclude<ApplicationStatus, 'pending'>;
    reason: string | null;
    by: string;
    at: Date;
  },
): Promise<ApplicationRow | null> {
  const rows = await db
    .update(applications)
    .set({
      status: decision.status,
      reason: decision.reason,
      decidedBy: decision.by,
      decidedAt: decision.at,
    })
    .where(and(eq(applications.id, id), eq(applications.status, 'pending')))
    .returning();
  return rows[0] ?? null;
}

export type ApplicationListRow = ApplicationRow & {
  user: { id: string; email: string; name: string; role: string };
};

export async function listApplications(
  db: Executor,
  status: ApplicationStatus,
  limit: number,
): Promise<ApplicationListRow[]> {
  const rows = await db
    .select({
      application: applications,
      user: { id: users.id, email: users.email, name: users.name, role: users.role },
    })
    .from(applications)
    .innerJoin(users, eq(users.id, applications.userId))
    .where(eq(applications.status, status))
    .orderBy(status === 'pending' ? applications.createdAt : desc(applications.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r.application, user: r.user }));
}
