import { createRequire } from 'node:module';
import { lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import rateLimit, {
  type FastifyRateLimitStore,
  type RateLimitPluginOptions,
} from '@fastify/rate-limit';
import type { Db } from '../db/client.js';
import { preparedOn } from '../db/prepared.js';
import { rateLimits } from '../db/schema/index.js';

// Issue 21, decision 032: the abuse limits (login, signup, forgot password, orders, uploads, address
// lookups) are counted in PostgreSQL, so N server processes allow the limit once, not N times.
// A route may keep its limit in this process's memory instead (`store: ProcessMemoryStore` in its
// rateLimit options): the bazaar's browsing limit, which runs on every scroll.

type Counted = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counted) => void;

const require = createRequire(import.meta.url);
// @fastify/rate-limit's own in-memory store (not in its typings): window from the first hit, LRU
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding: boolean,
  exponentialBackoff: boolean,
) => FastifyRateLimitStore;

/** A route's `rateLimit.store` choosing this process's memory over the shared table. */
export class ProcessMemoryStore extends LocalStore {
  constructor() {
    super(false, false);
  }
}

/** Expired windows are deleted at most this often, by whichever request comes after. */
export const SWEEP_EVERY_MS = 60_000;

// One statement counts a hit: a new key starts a window, an expired window starts over, a live one
// adds one. ON CONFLICT locks the row, so hits from every process at once are all counted.
const countHit = preparedOn((db) =>
  db
    .insert(rateLimits)
    .values({ key: sql.placeholder('key'), hits: 1, resetAt: sql.placeholder('resetAt') })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`CASE WHEN ${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz THEN 1 ELSE ${rateLimits.hits} + 1 END`,
        resetAt: sql`CASE WHEN ${rateLimits.resetAt} <= ${sql.placeholder('now')}::timestamptz THEN excluded.reset_at ELSE ${rateLimits.resetAt} END`,
      },
    })
    .returning({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
    .prepare('rate_limit_hit'),
);

/** Counts one hit of `key` in the shared table; the window starts at the key's first hit. */
export async function hitRateLimit(
  db: Db,
  key: string,
  timeWindowMs: number,
  now: Date,
): Promise<Counted> {
  const [row] = await countHit(db).execute({
    key,
    now: now.toISOString(),
    // a column's value: drizzle encodes the Date itself (`now` above is raw SQL, so a string)
    resetAt: new Date(now.getTime() + timeWindowMs),
  });
  if (!row) throw new Error('rate limit: the counter returned no row');
  return { current: row.hits, ttl: Math.max(0, row.resetAt.getTime() - now.getTime()) };
}

/** Deletes the windows that ended at `now` or before; returns how many. */
export async function deleteExpiredRateLimits(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(rateLimits)
    .where(lte(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key });
  return gone.length;
}

type SharedStoreDeps = { db: Db; clock: () => Date; log: FastifyBaseLogger };

/**
 * The store class @fastify/rate-limit builds once and asks a child of per route: each route's
 * counters carry its method and path (as the plugin's own stores keep one counter set per route).
 */
function sharedStoreClass(deps: SharedStoreDeps) {
  const { db, clock, log } = deps;
  let nextSweep = clock().getTime() + SWEEP_EVERY_MS;
  let sweeping: Promise<void> = Promise.resolve();
  const sweepIfDue = (now: Date) => {
    if (now.getTime() < nextSweep) return;
    nextSweep = now.getTime() + SWEEP_EVERY_MS;
    sweeping = deleteExpiredRateLimits(db, now).then(
      () => undefined,
      (err: unknown) => log.warn({ err }, 'rate limits: deleting expired windows failed'),
    );
  };

  // Not `implements FastifyRateLimitStore`: its typings say `child` gets the route's options, but
  // at run time it gets the route's merged rateLimit options with `routeInfo` (the plugin's index.js).
  class SharedStore {
    // the plugin passes its options first; a child passes its route's prefix
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number): void {
      const now = clock();
      hitRateLimit(db, `${this.prefix}${key}`, timeWindow, now).then(
        (counted) => {
          sweepIfDue(now);
          callback(null, counted);
        },
        (err: unknown) => callback(err instanceof Error ? err : new Error(String(err))),
      );
    }

    child(options: {
      store?: unknown;
      routeInfo?: { method?: string | string[]; url?: string };
    }): object {
      if (options.store === ProcessMemoryStore) return new ProcessMemoryStore();
      const { method, url } = options.routeInfo ?? {};
      // a limiter made with createRateLimit has no route: its keys name it (auth.routes.ts)
      return new SharedStore(undefined, url ? `${[method].flat().join(',')} ${url} ` : '');
    }
  }
  return { SharedStore, idle: () => sweeping };
}

/** Registers @fastify/rate-limit (no global limit: each route sets its own) on the shared store. */
export async function registerRateLimits(
  app: FastifyInstance,
  deps: Omit<SharedStoreDeps, 'log'>,
): Promise<void> {
  const { SharedStore, idle } = sharedStoreClass({ ...deps, log: app.log });
  const options: RateLimitPluginOptions = {
    global: false,
    store: SharedStore as unknown as NonNullable<RateLimitPluginOptions['store']>,
  };
  await app.register(rateLimit, options);
  // a sweep still running when the app closes finishes before the database is closed
  app.addHook('onClose', async () => idle());
}
