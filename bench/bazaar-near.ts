// Bazaar query throughput (ARCHITECTURE §3, issue 3): the nearest-neighbour page of GET /users/getChefs
// against the radius-filter-then-sort query it replaced, at growing seller counts, on the
// embedded database (PGlite) or, with BENCH_DATABASE_URL, a PostgreSQL server.
//
//   npm run bench:bazaar                      # 1k, 10k and 100k sellers on PGlite
//   BENCH_SIZES=1000,20000 npm run bench:bazaar
//
// Prints queries per second for each query and the ratio nearest-neighbour / radius. Figures, not
// assertions: these machines are shared and noisy.
import { sql, type SQL } from 'drizzle-orm';
import {
  openPglite,
  openPostgres,
  runMigrations,
  type Database,
} from '../apps/server/src/db/client.js';
import {
  bazaarPageSql,
  type BazaarSearch,
} from '../apps/server/src/modules/sellers/bazaar.query.js';
import { growSellers } from './dataset.js';

const MAKATI = { lat: 14.5547, lng: 121.0244 };
const RUN_MS = Number(process.env.BENCH_RUN_MS ?? 3000);
const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);

type Case = { label: string; statement: SQL };

function cases(): Case[] {
  const near = (query: Partial<BazaarSearch>): SQL =>
    bazaarPageSql({ ...MAKATI, page: 1, near: true, now: new Date(), ...query } as BazaarSearch);
  return [
    { label: 'nearest-neighbour, no filter', statement: near({}) },
    {
      label: 'nearest-neighbour, bakers + Cakes',
      statement: near({ baker: true, cuisine: 'Cakes' }),
    },
    { label: 'nearest-neighbour, cooks, page 5', statement: near({ cook: true, page: 5 }) },
    { label: 'radius 25 km + sort, no filter', statement: radiusSql(false) },
    { label: 'radius 25 km + sort, bakers', statement: radiusSql(true) },
  ];
}

/** The query the nearest-neighbour scan replaced: everything in range, then sorted. */
function radiusSql(bakers: boolean): SQL {
  const here = sql`ll_to_earth(${MAKATI.lat}, ${MAKATI.lng})`;
  return sql`SELECT u.id, earth_distance(ll_to_earth(u.lat, u.lng), ${here}) AS meters
    FROM users u
    WHERE u.role = 'chef' AND u.lat IS NOT NULL AND u.lng IS NOT NULL AND u.finished_updating
      ${bakers ? sql`AND u.baker AND 'Cakes' = ANY(u.cuisine)` : sql``}
      AND earth_box(${here}, 25000) @> ll_to_earth(u.lat, u.lng)
      AND earth_distance(ll_to_earth(u.lat, u.lng), ${here}) < 25000
    ORDER BY meters
    LIMIT 12`;
}

async function throughput(database: Database, statement: SQL): Promise<number> {
  for (let i = 0; i < 5; i += 1) await database.db.execute(statement); // warm up
  let count = 0;
  const started = performance.now();
  while (performance.now() - started < RUN_MS) {
    await database.db.execute(statement);
    count += 1;
  }
  return count / ((performance.now() - started) / 1000);
}

async function main(): Promise<void> {
  const url = process.env.BENCH_DATABASE_URL;
  const database = url ? await openPostgres(url) : await openPglite();
  await runMigrations(database);
  console.log(`bazaar query throughput on ${database.driver}, ${RUN_MS} ms per figure`);
  let have = 0;
  for (const size of sizes) {
    await growSellers(database.db, have, size);
    have = size;
    const figures = new Map<string, number>();
    for (const c of cases()) figures.set(c.label, await throughput(database, c.statement));
    console.log(`\n${size.toLocaleString('en')} sellers`);
    for (const [label, qps] of figures)
      console.log(`  ${label.padEnd(40)} ${qps.toFixed(qps < 10 ? 1 : 0).padStart(6)} q/s`);
    const ratio =
      (figures.get('nearest-neighbour, bakers + Cakes') ?? 0) /
      (figures.get('radius 25 km + sort, bakers') ?? 1);
    const plain =
      (figures.get('nearest-neighbour, no filter') ?? 0) /
      (figures.get('radius 25 km + sort, no filter') ?? 1);
    console.log(
      `  ratio nearest-neighbour / radius: ${plain.toFixed(1)}x (no filter), ${ratio.toFixed(1)}x (bakers)`,
    );
  }
  await database.close();
}

await main();
