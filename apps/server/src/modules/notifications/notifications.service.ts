import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { Mailer, OutgoingMessage } from '../../providers/mail/mailer.js';
import {
  findPending,
  insertOutboxMessage,
  listStalePending,
  markAttemptFailed,
  markSent,
} from './outbox.repo.js';

export const DELIVER_JOB = 'outbox.deliver';
export const SWEEP_JOB = 'outbox.sweep';
const MAX_ATTEMPTS = 8;

export type Notifications = ReturnType<typeof createNotifications>;

/**
 * Messages are written to the outbox inside the caller's transaction, then delivered by a job with
 * retries, so a failing mail provider never undoes or loses the change that caused the message.
 */
export function createNotifications(deps: {
  db: Db;
  mailer: Mailer;
  jobs: Jobs;
  log: FastifyBaseLogger;
  clock: () => Date;
}) {
  const { db, mailer, jobs, log, clock } = deps;

  async function deliver(id: string): Promise<void> {
    const row = await findPending(db, id);
    if (!row) return;
    try {
      await mailer.send({
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        body: row.body,
        links: row.links,
      });
    } catch (err) {
      const final = row.attempts + 1 >= MAX_ATTEMPTS;
      await markAttemptFailed(db, id, err instanceof Error ? err.message : String(err), final);
      log.warn({ err, outboxId: id, final }, 'message delivery failed');
      if (!final) throw err; // the job queue retries with backoff
      return;
    }
    await markSent(db, id, clock());
  }

  return {
    /** Writes a message in the given transaction; call `dispatch` with the id after commit. */
    enqueue: (tx: Executor, message: OutgoingMessage) => insertOutboxMessage(tx, message),

    async dispatch(ids: string[]): Promise<void> {
      for (const id of ids) {
        // A lost job is picked up again by the sweep, so a queue failure never loses the message.
        await jobs
          .send(DELIVER_JOB, { id })
          .catch((err: unknown) => log.error({ err, outboxId: id }, 'queueing failed'));
      }
    },

    async startWorkers(): Promise<void> {
      await jobs.work(DELIVER_JOB, async (data) => deliver(String(data.id)));
      await jobs.work(SWEEP_JOB, async () => {
        const stale = await listStalePending(db, new Date(clock().getTime() - 5 * 60 * 1000));
        for (const id of stale) await jobs.send(DELIVER_JOB, { id });
      });
      await jobs.schedule(SWEEP_JOB, '*/5 * * * *');
    },

    deliver,
  };
}
