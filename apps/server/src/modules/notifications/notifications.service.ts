import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client.js';
import type { Jobs, RetryPolicy } from '../../jobs/jobs.js';
import { SendLaterError, type Mailer, type OutgoingMessage } from '../../providers/mail/mailer.js';
import {
  claimPending,
  insertOutboxMessage,
  insertOutboxMessages,
  listStalePending,
  markAttemptFailed,
  markSent,
  releaseClaim,
} from './outbox.repo.js';

export const DELIVER_JOB = 'outbox.deliver';
export const SWEEP_JOB = 'outbox.sweep';
/**
 * A message is retried for about a day (issue 9 §8): 5 s, doubled each time up to an hour between
 * attempts, then hourly. pg-boss's default (8 retries) gave up after 10 to 20 minutes, so a mail
 * provider down for longer lost every message sent meanwhile.
 */
export const DELIVERY_RETRY: RetryPolicy = {
  retryLimit: 30,
  retryDelay: 5,
  retryBackoff: true,
  retryDelayMax: 3600,
};
/** The last attempt of the retry policy: a failure then marks the message failed. */
export const MAX_ATTEMPTS = DELIVERY_RETRY.retryLimit + 1;
/** A message never tried this long after it was written lost its job (a crash after commit). */
const LOST_JOB_AFTER_MS = 5 * 60 * 1000;
/** A claim this old belongs to a sender that died mid-send (sends time out long before). */
const CLAIM_EXPIRES_MS = 5 * 60 * 1000;
/**
 * How the delivery queue is worked (issue 20 §S8, decision 028): 32 messages a fetch, 8 sent at
 * once, fetching again at once while there are more; one at a time every half second drained 2 a
 * second.
 */
export const DELIVERY_BATCH = { batchSize: 32, concurrency: 8 };
/** Messages put off by a rate limit come back spread over this much more time. */
const SEND_LATER_SPREAD_MS = 15_000;

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
    const now = clock();
    const row = await claimPending(db, id, now, new Date(now.getTime() - CLAIM_EXPIRES_MS));
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
      if (err instanceof SendLaterError) return sendLater(id, err);
      const final = row.attempts + 1 >= MAX_ATTEMPTS;
      await markAttemptFailed(db, id, err instanceof Error ? err.message : String(err), final);
      log.warn({ err, outboxId: id, final }, 'message delivery failed');
      if (!final) throw err; // the job queue retries with backoff
      return;
    }
    await markSent(db, id, clock());
  }

  /** The provider's rate limit: the message goes back, untried, to a job that runs after it. */
  async function sendLater(id: string, err: SendLaterError): Promise<void> {
    await releaseClaim(db, id, err.message);
    const delayMs = err.retryAfterMs + Math.random() * SEND_LATER_SPREAD_MS;
    await jobs.send(DELIVER_JOB, { id }, DELIVERY_RETRY, { startAfterSeconds: delayMs / 1000 });
  }

  return {
    /** Writes a message in the given transaction; call `dispatch` with the id after commit. */
    enqueue: (tx: Executor, message: OutgoingMessage) => insertOutboxMessage(tx, message),
    /** Several messages in one statement. */
    enqueueAll: (tx: Executor, messages: OutgoingMessage[]) => insertOutboxMessages(tx, messages),

    async dispatch(ids: string[]): Promise<void> {
      if (ids.length === 0) return;
      // One statement for all; a lost job is picked up again by the sweep, so a queue failure
      // never loses the message.
      await jobs
        .sendAll(
          DELIVER_JOB,
          ids.map((id) => ({ id })),
          DELIVERY_RETRY,
        )
        .catch((err: unknown) => log.error({ err, outboxIds: ids }, 'queueing failed'));
    },

    async startWorkers(): Promise<void> {
      await jobs.workEach(DELIVER_JOB, async (data) => deliver(String(data.id)), DELIVERY_BATCH);
      await jobs.work(SWEEP_JOB, async () => {
        // only messages never tried: one being retried has its job, and a second job would send
        // it again alongside
        const lost = await listStalePending(db, new Date(clock().getTime() - LOST_JOB_AFTER_MS));
        for (const id of lost) await jobs.send(DELIVER_JOB, { id }, DELIVERY_RETRY);
      });
      await jobs.schedule(SWEEP_JOB, '*/5 * * * *');
    },

    deliver,
  };
}
