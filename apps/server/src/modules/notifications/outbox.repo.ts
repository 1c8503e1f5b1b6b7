import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { outbox } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { OutgoingMessage } from '../../providers/mail/mailer.js';

export type OutboxRow = typeof outbox.$inferSelect;

const outboxRow = (message: OutgoingMessage) => ({
  id: newId(),
  channel: message.channel,
  recipient: message.to,
  subject: message.subject,
  body: message.body,
  links: message.links,
});

export async function insertOutboxMessage(db: Executor, message: OutgoingMessage): Promise<string> {
  const row = outboxRow(message);
  await db.insert(outbox).values(row);
  return row.id;
}

/** Writes the messages in one statement; answers their ids in the same order. */
export async function insertOutboxMessages(
  db: Executor,
  messages: readonly OutgoingMessage[],
): Promise<string[]> {
  if (messages.length === 0) return [];
  const rows = messages.map(outboxRow);
  await db.insert(outbox).values(rows);
  return rows.map((row) => row.id);
}

/**
 * Claims a pending message for one sender (decision 028): in one statement, so two jobs for the same
 * message (a sweep's and the original's, in any process) never both send it. While the message is
 * pending, `sent_at` holds when a sender claimed it; a claim older than `staleBefore` belongs to a
 * sender that died and may be taken over. Null if the message is sent, failed or being sent.
 */
export async function claimPending(
  db: Executor,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<OutboxRow | null> {
  const rows = await db
    .update(outbox)
    .set({ sentAt: now })
    .where(
      and(
        eq(outbox.id, id),
        eq(outbox.status, 'pending'),
        or(isNull(outbox.sentAt), lt(outbox.sentAt, staleBefore)),
      ),
    )
    .returning();
  return rows[0] ?? null;
}

/** Gives a claimed message back untried (the provider said come back later): no attempt counted. */
export async function releaseClaim(db: Executor, id: string, note: string): Promise<void> {
  await db
    .update(outbox)
    .set({ sentAt: null, lastError: note.slice(0, 500) })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function markSent(db: Executor, id: string, now: Date): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: now, attempts: sql`${outbox.attempts} + 1` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function markAttemptFailed(
  db: Executor,
  id: string,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: sql`${outbox.attempts} + 1`,
      lastError: error.slice(0, 500),
      // the claim ends with the attempt: the retry claims it again
      sentAt: null,
      ...(final ? { status: 'failed' as const } : {}),
    })
    .where(eq(outbox.id, id));
}

/**
 * Messages never tried and still pending after `olderThan`: their job was lost (for example a crash
 * after commit). A message with attempts (or put off, with a note) has a job retrying it.
 */
export async function listStalePending(
  db: Executor,
  olderThan: Date,
  limit = 100,
): Promise<string[]> {
  const rows = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        eq(outbox.status, 'pending'),
        eq(outbox.attempts, 0),
        // a message put off by the provider's rate limit has its job, waiting for the time
        isNull(outbox.lastError),
        lt(outbox.createdAt, olderThan),
      ),
    )
    .orderBy(asc(outbox.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}
