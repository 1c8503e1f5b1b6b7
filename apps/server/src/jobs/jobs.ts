import { PgBoss, fromPglite } from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';

export type JobHandler = (data: Record<string, unknown>) => Promise<void>;

/** How pg-boss retries a failed job: `retryDelay` seconds, doubled each time up to `retryDelayMax`. */
export type RetryPolicy = {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  retryDelayMax?: number;
};

/** How a queue's jobs are taken: `batchSize` a fetch, `concurrency` of them running at once. */
export type BatchOptions = { batchSize: number; concurrency: number };

export type Jobs = {
  /**
   * Queues a job; runs after the caller's transaction has committed. `retry` overrides RETRY;
   * `startAfterSeconds` holds it back that long.
   */
  send: (
    name: string,
    data: Record<string, unknown>,
    retry?: RetryPolicy,
    options?: { startAfterSeconds?: number },
  ) => Promise<void>;
  /** Queues several jobs of one kind in one statement (as `send` does each). */
  sendAll: (name: string, data: Record<string, unknown>[], retry?: RetryPolicy) => Promise<void>;
  /** Makes a queue ready for `sendIn` (created, its settings read): once, before any `sendIn`. */
  prepare: (name: string) => Promise<void>;
  /**
   * Queues jobs of a prepared queue in the caller's transaction (decision 047): they exist if and
   * only if it commits, and workers see them once it has.
   */
  sendIn: (
    tx: Executor,
    name: string,
    data: Record<string, unknown>[],
    retry?: RetryPolicy,
  ) => Promise<void>;
  work: (name: string, handler: JobHandler) => Promise<void>;
  /**
   * Works a queue of many small jobs (issue 20 §S8): fetched `batchSize` at a time, again at once
   * while fetches come back full, run `concurrency` at a time; each job succeeds or fails (and is
   * retried with its policy's backoff) on its own.
   */
  workEach: (name: string, handler: JobHandler, options: BatchOptions) => Promise<void>;
  schedule: (name: string, cron: string) => Promise<void>;
  stop: () => Promise<void>;
  /**
   * What /readyz reports (decision 031): 'running' while this process works the queue, 'stopped'
   * once it has stopped or failed, 'sending' in a web process (it only queues jobs), 'inline' in a
   * one-off command.
   */
  state: () => 'running' | 'stopped' | 'sending' | 'inline';
  /** Jobs waiting per queue and how long the oldest has waited (for /metrics), read now. */
  backlog: () => Promise<QueueBacklog[]>;
};

export type QueueBacklog = { queue: string; waiting: number; oldestSeconds: number };

export const RETRY: RetryPolicy = { retryLimit: 8, retryDelay: 5, retryBackoff: true };

/**
 * Durable background work in the same database (ARCHITECTURE §11): pg-boss on PostgreSQL, or its PGlite
 * backend on the embedded database. Jobs run once however many server processes there are.
 * Without `workers` (a web process, decision 031) jobs are queued for the worker processes: no
 * worker, no schedule and no queue maintenance run here.
 */
export async function startJobs(
  database: Database,
  log: FastifyBaseLogger,
  { workers }: { workers: boolean } = { workers: true },
): Promise<Jobs> {
  const roleOptions = workers ? {} : { schedule: false, supervise: false };
  const boss =
    database.driver === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite', ...roleOptions })
      : new PgBoss({ connectionString: database.connectionString, max: 3, ...roleOptions });
  let state: 'running' | 'stopped' = 'stopped';
  boss.on('error', (err: unknown) => log.error({ err }, 'job queue error'));
  boss.on('stopped', () => (state = 'stopped'));
  await boss.start();
  state = 'running';
  const queues = new Set<string>();
  const prepared = new Set<string>();
  const ensureQueue = async (name: string) => {
    if (queues.has(name)) return;
    await boss.createQueue(name, RETRY);
    queues.add(name);
  };
  return {
    async send(name, data, retry = RETRY, options = {}) {
      await ensureQueue(name);
      const { startAfterSeconds } = options;
      await boss.send(name, data, {
        ...retry,
        ...(startAfterSeconds ? { startAfter: Math.ceil(startAfterSeconds) } : {}),
      });
    },
    async sendAll(name, data, retry = RETRY) {
      if (data.length === 0) return;
      await ensureQueue(name);
      await boss.insert(
        name,
        data.map((one) => ({ data: one, ...retry })),
      );
    },
    async prepare(name) {
      await ensureQueue(name);
      // an empty insert reads the queue's settings into pg-boss's cache now: inside a caller's
      // transaction it must not query on its own connection (on PGlite, one connection: it waits
      // for the transaction, which waits for it)
      await boss.insert(name, []);
      prepared.add(name);
    },
    async sendIn(tx, name, data, retry = RETRY) {
      if (data.length === 0) return;
      if (!prepared.has(name)) throw new Error(`queue ${name} is not prepared for sendIn`);
      await boss.insert(
        name,
        data.map((one) => ({ data: one, ...retry })),
        { db: transactionDb(tx) },
      );
    },
    async work(name, handler) {
      if (!workers) return;
      await ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds: 0.5, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as Record<string, unknown>);
      });
    },
    async workEach(name, handler, { batchSize, concurrency }) {
      if (!workers) return;
      await ensureQueue(name);
      const options = {
        pollingIntervalSeconds: 0.5,
        batchSize,
        burstWhenBatchFull: true,
        perJobResults: true,
        // a second fetcher, so one slow send does not hold back the next batch
        localConcurrency: 2,
      } as const;
      await boss.work(name, options, (jobs) =>
        eachLimited(jobs, concurrency, async (job) => {
          try {
            await handler(job.data as Record<string, unknown>);
            return { id: job.id, status: 'completed' as const };
          } catch (err) {
            const message = err instanceof Error ? err.message : String(err);
            return { id: job.id, status: 'failed' as const, output: { message } };
          }
        }),
      );
    },
    async schedule(name, cron) {
      if (!workers) return;
      await ensureQueue(name);
      await boss.schedule(name, cron, {}, { tz: 'Asia/Manila' });
    },
    async stop() {
      state = 'stopped';
      await boss.stop({ graceful: true, timeout: 5000 });
    },
    state: () => (workers ? state : state === 'running' ? 'sending' : 'stopped'),
    backlog: () => readBacklog(database),
  };
}

/** pg-boss's statement with its `$n` parameters, as a drizzle query on the caller's transaction. */
export function boundStatement(text: string, values: readonly unknown[]): SQL {
  const pieces = text.split(/\$(\d+)/);
  return sql.join(
    pieces.map((piece, i) =>
      i % 2 === 0 ? sql.raw(piece) : sql`${sql.param(values[Number(piece) - 1])}`,
    ),
    sql.raw(''),
  );
}

/** The caller's transaction as pg-boss's `db` option. */
function transactionDb(tx: Executor) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = (await tx.execute(boundStatement(text, values))) as unknown as {
        rows: unknown[];
      };
      return { rows: result.rows };
    },
  };
}

/** pg-boss's own table, read at scrape time: created or retrying jobs whose time has come. */
async function readBacklog(database: Database): Promise<QueueBacklog[]> {
  const result = await database.db.execute(sql`
    SELECT name AS queue, count(*)::int AS waiting,
      coalesce(extract(epoch FROM now() - min(created_on)), 0)::float8 AS oldest
    FROM pgboss.job
    WHERE state IN ('created', 'retry') AND start_after <= now()
    GROUP BY name ORDER BY name`);
  const { rows } = result as unknown as {
    rows: { queue: string; waiting: number; oldest: number }[];
  };
  return rows.map((r) => ({
    queue: r.queue,
    waiting: Number(r.waiting),
    oldestSeconds: Number(r.oldest),
  }));
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
    async send(name, data, _retry, options = {}) {
      const { startAfterSeconds } = options;
      if (!startAfterSeconds) return send(name, data);
      // held back (a provider's rate limit): later, without keeping the command alive for it
      setTimeout(() => void send(name, data), startAfterSeconds * 1000).unref();
    },
    async sendAll(name, data) {
      for (const one of data) await send(name, one);
    },
    async prepare() {},
    async sendIn(_tx, name, data) {
      // after the caller's transaction, as a queue would run them
      setTimeout(() => void Promise.all(data.map((one) => send(name, one))), 0).unref();
    },
    async work(name, handler) {
      handlers.set(name, handler);
    },
    async workEach(name, handler) {
      handlers.set(name, handler);
    },
    async schedule() {},
    async stop() {},
    state: () => 'inline',
    backlog: async () => [],
  };
}

/** Runs `task` over `items`, at most `limit` at once; answers the results in the items' order. */
export async function eachLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const runner = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
  return results;
}
