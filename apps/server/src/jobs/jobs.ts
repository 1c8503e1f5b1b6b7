import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** How pg-boss retries a failed job: `retryDelay` seconds, doubled each time up to `retryDelayMax`. */
export type RetryPolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
};

export type Jobs = {
  /** Queues a job; runs after the caller's transaction has committed. `retry` overrides RETRY. */
  send: (name: string, data: Record<string, unknown>, retry?: RetryPolicy) => Promise<void>;
  /** Queues several jobs of one kind in one statement (as `send` does each). */
  sendAll: (name: string, data: Record<string, unknown>[], retry?: RetryPolicy) => Promise<void>;
  work: (name: string, handler: JobHandler) => Promise<void>;
  schedule: (name: string, cron: string) => Promise<void>;
  stop: () => Promise<void>;
};

export const RETRY: RetryPolicy = { retryLimit: 8, retryDelay: 5, retryBackoff: true };

/**
 * Durable background work in the same database (DESIGN §4): pg-boss on PostgreSQL, or its PGlite
 * backend on the embedded database. Jobs run once however many server processes there are.
 */
export async function startJobs(database: Database, log: FastifyBaseLogger): Promise<Jobs> {
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.connectionString, max: 3 });
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  await boss.start();
  const queues = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, RETRY);
    queues.add(name);
  };
  return {
    async send(name, data, retry = RETRY) {
      await ensureQueue(name);
      await boss.send(name, data, retry);
    },
    async sendAll(name, data, retry = RETRY) {
      if (data.length === 0) return;
      await ensureQueue(name);
      await boss.insert(
        name,
        data.map((one) => ({ data: one, ...retry })),
      );
    },
    async work(name, handler) {
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>);
      });
    },
    async schedule(name, cron) {
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'Asia/Manila' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 5000 });
    },
  };
}

/** For one-off commands (admin:create): runs a job's handler at once, in process. */
export function inlineJobs(log: FastifyBaseLogger): Jobs {
  const handlers = new Map<string, JobHandler>();
  const send = async (name: string, data: Record<string, unknown>) => {
    const handler = handlers.get(name);
    if (!handler) return;
    await handler(data).catch((err: unknown) => log.error({ err, job: name }, 'inline job failed'));
  };
  return {
    send,
    async sendAll(name, data) {
      for (const one of data) await send(name, one);
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async schedule() {},
    async stop() {},
  };
}
