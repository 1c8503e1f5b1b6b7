import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Pick<
  Db,
  'select' | 'insert' | 'update' | 'delete' | 'execute' | 'transaction'
>;

export type Database =
  | { driver: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | { driver: 'pg'; db: Db; pool: pg.Pool; connectionString: string; close: () => Promise<void> };

export const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

// ARCHITECTURE §3: the nearest-neighbour scan on the GiST index is only chosen with a low
// random_page_cost; PGlite's default of 4 drops it once a category filter is added.
const RANDOM_PAGE_COST = '1.1';
// The dish search's typo tolerance (sellers.repo.ts searchDishIds): word_similarity from 0.4 up.
const WORD_SIMILARITY = '0.4';

export const pgliteExtensions = { cube, earthdistance, pg_trgm };

/** Opens the embedded database; `dataDir` undefined means in memory. */
export async function openPglite(
  options: { dataDir?: string; loadDataDir?: Blob } = {},
): Promise<Database> {
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pglite = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: pgliteExtensions,
  });
  await pglite.exec(
    `SET random_page_cost = ${RANDOM_PAGE_COST}; SET pg_trgm.word_similarity_threshold = ${WORD_SIMILARITY}`,
  );
  const db = drizzlePglite(pglite, { schema }) as unknown as Db;
  return { driver: 'pglite', db, pglite, close: () => pglite.close() };
}

/** How the server's own connections name themselves in pg_stat_activity. */
export const POOL_APPLICATION_NAME = 'lutong-bahay';

export async function openPostgres(
  connectionString: string,
  options: { max?: number } = {},
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString,
    application_name: POOL_APPLICATION_NAME,
    max: options.max ?? 10,
    options: `-c random_page_cost=${RANDOM_PAGE_COST} -c pg_trgm.word_similarity_threshold=${WORD_SIMILARITY} -c timezone=UTC`,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it on the next checkout.
  });
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return { driver: 'pg', db, pool, connectionString, close: () => pool.end() };
}

/** Any fixed number: the session-level advisory lock that lets one process migrate at a time. */
const MIGRATION_LOCK = 7_262_026;

export async function runMigrations(database: Database): Promise<void> {
  if (database.driver === 'pglite') {
    await migratePglite(database.db as never, { migrationsFolder });
    return;
  }
  // Two processes starting on one fresh database would both create the same tables: the second
  // waits here until the first has migrated, then finds nothing left to do (issue 9 §9).
  // The lock is held on a connection of its own, outside the pool the migration uses.
  const lock = new pg.Client({ connectionString: database.connectionString });
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migratePg(database.db as never, { migrationsFolder });
  } finally {
    // ending the session releases the lock as well
    await lock.end();
  }
}
