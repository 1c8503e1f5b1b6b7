import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messages } from '@lutong/shared';
import type { Config } from '../config.js';
import { migrationsFolder, type Database } from '../db/client.js';
import type { Jobs } from '../jobs/jobs.js';

/** The operator's routes (decision 031): never rate limited, never in the request log. */
export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz', '/metrics']);

/** How long one readiness check may take before it counts as failing. */
const CHECK_TIMEOUT_MS = 2_000;

type Check = 'ok' | string;
export type Readiness = {
  status: 'ok' | 'fail';
  failing: string[];
  checks: { database: Check; migrations: Check; queue: Check };
};

/** The time the newest migration in apps/server/drizzle was generated (drizzle's `created_at`). */
export function newestMigrationMillis(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

/**
 * GET /healthz: the process answers. GET /readyz: it can serve — the database answers, every
 * migration in this build is applied to it, and the job queue runs where this process needs it
 * (a web process only queues jobs: decision 031). 503 names the failing part.
 */
export function registerHealthRoutes(
  app: FastifyInstance,
  deps: { config: Config; database: Database; jobs: Jobs },
): void {
  const newest = newestMigrationMillis();
  const routeOptions = { config: { rateLimit: false }, schema: { hide: true } } as const;

  app.get('/healthz', routeOptions, async () => ({ status: 'ok' as const }));

  app.get('/readyz', routeOptions, async (_request, reply) => {
    const readiness = await checkReadiness(deps, newest);
    return reply.status(readiness.status === 'ok' ? 200 : 503).send(readiness);
  });
}

/** A worker process (ROLE=worker) answers 404 to everything but the operator's routes. */
export function registerWorkerOnly(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (OPERATIONS_PATHS.has(request.routeOptions.url ?? '')) return;
    return reply
      .status(404)
      .send({ status: 'fail', code: 'NOT_FOUND', message: messages.notFound });
  });
}

async function checkReadiness(
  { config, database, jobs }: { config: Config; database: Database; jobs: Jobs },
  newest: number,
): Promise<Readiness> {
  const [database_, migrations] = await Promise.all([
    check('unreachable', async () => {
      await database.db.execute(sql`SELECT 1`);
    }),
    check('not applied', async () => {
      const result = await database.db.execute(
        sql`SELECT max(created_at)::text AS applied FROM drizzle.__drizzle_migrations`,
      );
      const applied = Number(
        (result as unknown as { rows: { applied: string | null }[] }).rows[0]?.applied,
      );
      if (!(applied >= newest)) throw new Error('behind');
    }),
  ]);
  const queue = queueCheck(config, jobs);
  const checks = {
    database: database_,
    migrations: database_ === 'ok' ? migrations : 'unknown',
    queue,
  };
  const failing = Object.entries(checks)
    .filter(([, value]) => value !== 'ok')
    .map(([name]) => name);
  return { status: failing.length ? 'fail' : 'ok', failing, checks };
}

function queueCheck(config: Config, jobs: Jobs): Check {
  const state = jobs.state();
  // a one-off command's inline jobs (JOBS=off) have no queue to watch
  if (state === 'inline' || state === 'running') return 'ok';
  // a web process only queues jobs: the queue must accept them, no worker needed here
  if (config.role === 'web' && state === 'sending') return 'ok';
  return 'not running';
}

/** 'ok', or `failure` (a fixed word: the answer is public, the driver's error may not be). */
async function check(failure: string, task: () => Promise<void>): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS);
  });
  try {
    await Promise.race([task(), timeout]);
    return 'ok';
  } catch {
    return failure;
  } finally {
    clearTimeout(timer);
  }
}
