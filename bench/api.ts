// API benchmark (issue 10 §2 and §3) on a real PostgreSQL server: the scaling curve of the bazaar
// query at 1k, 10k and 100k sellers, then, on the 100k dataset, each route against the same SQL
// straight through a pg pool (the database's limit) and a bare Fastify route (the framework's
// limit), and order placement by 200 buyers. Prints figures and ratios and writes
// bench/results/api.json for bench/report.ts. Needs `npm run build` (it runs the built server).
//
//   npm run bench:api
//   BENCH_SECONDS=5 BENCH_WARMUP_SECONDS=1 BENCH_SIZES=1000,10000 npm run bench:api   # a quick look
import { writeFileSync, mkdirSync } from 'node:fs';
import { getChefsQuery } from '@lutong/shared';
import type pg from 'pg';
import type { Db } from '../apps/server/src/db/client.js';
import {
  findBazaarPage,
  findMenu,
  searchDishIds,
} from '../apps/server/src/modules/sellers/sellers.repo.js';
import { growSellers } from './dataset.js';
import { freshPostgres } from './load-dataset.js';
import { captureSql } from './kit/capture.js';
import {
  addRareDishes,
  checkDishSearch,
  dishSearchWords,
  type DishSearchCheck,
} from './kit/dish-search.js';
import {
  compareLoads,
  httpLoad,
  sqlLoad,
  timing,
  type Figures,
  type HttpCall,
  type SqlCall,
} from './kit/load.js';
import { fillCarts, placementBuyers, placementLoad, type PlacementFigures } from './kit/orders.js';
import { startApi, startBare } from './kit/servers.js';
import { sql } from 'drizzle-orm';

const sizes = (process.env.BENCH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const scaleSeconds = Number(process.env.BENCH_SCALE_SECONDS ?? 8);
// BENCH_ONLY=menu,order-place runs just those (for profiling one route)
const only = process.env.BENCH_ONLY?.split(',');
const MANY_MENUS = 5_000;

// Where buyers open the bazaar: five Metro Manila neighbourhoods, taken in turn.
const points = [
  [14.5547, 121.0244], // Makati
  [14.676, 121.044], // Quezon City
  [14.576, 121.085], // Pasig
  [14.599, 120.984], // Manila
  [14.517, 121.051], // Taguig
] as const;

type Case = {
  name: string;
  what: string;
  calls: HttpCall[];
  /** the connections take the calls in turn together (see httpLoad) */
  shared?: boolean;
  sql: (pool: pg.Pool) => Promise<SqlCall[]>;
};

/** The bazaar page (GET /users/getChefs) with `query` at each point, and its SQL. */
function bazaarCase(name: string, what: string, query: string): Case {
  const urls = points.map(([lat, lng]) => `/api/v1/users/getChefs?lat=${lat}&lng=${lng}&${query}`);
  return {
    name,
    what,
    calls: urls.map((path) => ({ path })),
    sql: (pool) =>
      Promise.all(
        urls.map((url) => {
          const search = getChefsQuery.parse(
            Object.fromEntries(new URL(url, 'http://x').searchParams),
          );
          const find = (db: Db) => findBazaarPage(db, { ...search, now: new Date() });
          // once before, as the server has by the time it is measured: a dish search learns
          // which names are common (decision 039), and the recording is of the warm path
          return captureSql(pool, find).then(() => captureSql(pool, find));
        }),
      ),
  };
}

/** Dish search (GET /users/getChefs?dish=) for each word at each point, page 1. */
function dishSearchCase(name: string, words: string[]): Case {
  const each = words.map((w) =>
    bazaarCase(name, '', `near=true&page=1&dish=${encodeURIComponent(w)}`),
  );
  return {
    name,
    what: `nearest sellers with a dish like ${words.map((w) => `'${w}'`).join(', ')}, page 1`,
    calls: each.flatMap((c) => c.calls),
    sql: async (pool) => (await Promise.all(each.map((c) => c.sql(pool)))).flat(),
  };
}

async function cases(pool: pg.Pool): Promise<Case[]> {
  const near = await pool.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'chef' AND lat IS NOT NULL AND lng IS NOT NULL
     ORDER BY ll_to_earth(lat, lng) <-> ll_to_earth(14.5547, 121.0244) LIMIT 50`,
  );
  const chefIds = near.rows.map((r) => r.id);
  // more sellers than the server keeps menus of (MENU_CACHE_SIZE, 2,000): read in turn, each
  // menu has been dropped by the time it comes round again, so every read goes to the database
  const many = await pool.query<{ id: string }>(
    `SELECT id FROM users WHERE role = 'chef' ORDER BY id LIMIT ${MANY_MENUS}`,
  );
  const manyIds = many.rows.map((r) => r.id);
  return [
    bazaarCase(
      'bazaar-near',
      'nearest cooks with a Saturday menu, page 1',
      'near=true&page=1&cook=true&menuDates=Sat',
    ),
    bazaarCase('bazaar-near-p5', 'the same, page 5', 'near=true&page=5&cook=true&menuDates=Sat'),
    bazaarCase('bazaar-weighted', 'all sellers by weighted rating, page 1', 'near=false&page=1'),
    // decision 039: the sellers nearest the buyer with a matching dish, the words in turn, then
    // a common name alone and a rare one alone
    dishSearchCase('dish-search', dishSearchWords),
    dishSearchCase('dish-search-common', ['adobo']),
    dishSearchCase('dish-search-rare', ['tanigue']),
    {
      name: 'dish-ids',
      what: "the spec's GET /dishes/search (dish ids from anywhere; the bazaar's first call before decision 039)",
      calls: dishSearchWords.map((w) => ({
        path: `/api/v1/dishes/search?name=${encodeURIComponent(w)}`,
      })),
      sql: (pool) =>
        Promise.all(dishSearchWords.map((w) => captureSql(pool, (db) => searchDishIds(db, w)))),
    },
    {
      name: 'menu',
      what: "a seller's menu (50 sellers in turn)",
      calls: chefIds.map((id) => ({ path: `/api/v1/users/menu/${id}` })),
      sql: (pool) => Promise.all(chefIds.map((id) => captureSql(pool, (db) => findMenu(db, id)))),
    },
    {
      name: 'menu-uncached',
      what: `menus of ${MANY_MENUS.toLocaleString('en')} sellers in turn (none kept)`,
      calls: manyIds.map((id) => ({ path: `/api/v1/users/menu/${id}` })),
      shared: true,
      sql: (pool) => Promise.all(manyIds.map((id) => captureSql(pool, (db) => findMenu(db, id)))),
    },
  ];
}

type Row = { name: string; what: string; api: Figures; sql: Figures; bare: Figures };
type ScalePoint = { sellers: number; api: Figures; sql: Figures };

async function main(): Promise<void> {
  const { database, stop } = await freshPostgres();
  if (database.driver !== 'pg') throw new Error('the API bench runs on PostgreSQL');
  const api = await startApi(database.connectionString);
  const stops = [api.stop, stop];
  try {
    // §3 scaling curve: the same page-1 bazaar query as the dataset grows
    const scale: ScalePoint[] = [];
    let have = 0;
    for (const size of sizes) {
      await growSellers(database.db, have, size);
      have = size;
      if (only) continue;
      const near = bazaarCase('bazaar-near', '', 'near=true&page=1&cook=true&menuDates=Sat');
      const [apiFigures, sqlFigures] = await compareLoads(
        [httpLoad(api.url, near.calls), sqlLoad(database.pool, await near.sql(database.pool))],
        { seconds: scaleSeconds, warmup: 2, rounds: 2 },
      );
      const figures = { sellers: size, api: apiFigures!, sql: sqlFigures! };
      scale.push(figures);
      console.log(
        `scale ${size.toLocaleString('en').padStart(7)} sellers  api ${fmt(figures.api)}  sql ${fmt(figures.sql)}`,
      );
    }

    // §2 on the full dataset
    await addRareDishes(database.db);
    // BENCH_ONLY=dish-search runs every dish-search-* case too
    const chosen = (name: string) =>
      !only || only.some((o) => name === o || name.startsWith(`${o}-`));
    const all = (await cases(database.pool)).filter((c) => chosen(c.name));
    const answers: Record<string, string> = {};
    for (const c of all) {
      for (const call of c.calls)
        answers[call.path] = await (await fetch(`${api.url}${call.path}`)).text();
    }
    const bare = await startBare(answers);
    stops.unshift(bare.stop);
    const rows: Row[] = [];
    for (const c of all) {
      // the three sides in turns of BENCH_ROUNDS stretches (compareLoads)
      const [apiFigures, sqlFigures, bareFigures] = await compareLoads([
        httpLoad(api.url, c.calls, { shared: c.shared }),
        sqlLoad(database.pool, await c.sql(database.pool)),
        httpLoad(bare.url, c.calls, { shared: c.shared }),
      ]);
      const row: Row = {
        name: c.name,
        what: c.what,
        api: apiFigures!,
        sql: sqlFigures!,
        bare: bareFigures!,
      };
      rows.push(row);
      console.log(line(row));
    }

    const dishSearch = chosen('dish-search')
      ? await checkDishSearch(database.db, api.url, points)
      : null;
    if (dishSearch) console.log(checkLine(dishSearch));

    const noOrders = only && !only.includes('order-place');
    if (noOrders) return;
    const buyers = await placementBuyers(database.db, 200);
    const filled = await fillCarts(api.url, buyers);
    // the burst takes 600 carts and the steady load the rest: with too few sellers open every day
    // (a small BENCH_SIZES) it would measure nothing and print 0 orders/s
    if (filled.carts.length < 1200) {
      throw new Error(
        `Only ${filled.carts.length} carts to place (1,200 needed): run the placement on more sellers (BENCH_SIZES=10000 or more)`,
      );
    }
    const burstCarts = filled.carts.slice(0, 600);
    const steady = await placementLoad(api.url, filled.carts.slice(600), filled.add, {
      seconds: timing.seconds,
      warmup: timing.warmupSeconds,
    });
    const burst = await placementLoad(api.url, burstCarts, filled.add, { burst: 200 });
    steady.errors += filled.errors;
    steady.firstError ||= filled.firstError;
    console.log(placementLine('order-place', steady), '\n' + placementLine('order-burst', burst));
    const counts = await database.db.execute(
      sql`SELECT (SELECT count(*) FROM users WHERE role = 'chef')::int AS sellers, (SELECT count(*) FROM dishes)::int AS dishes`,
    );
    writeFragment({
      rows,
      scale,
      steady,
      burst,
      dishSearch,
      dataset: (counts as unknown as { rows: { sellers: number; dishes: number }[] }).rows[0],
    });
  } finally {
    for (const s of stops) await s();
  }
}

const ms = (n: number) => `${n < 10 ? n.toFixed(1) : n.toFixed(0)} ms`;
const fmt = (f: Figures) =>
  `${f.rps.toFixed(0).padStart(6)} req/s  p50 ${ms(f.p50).padStart(7)}  p99 ${ms(f.p99).padStart(7)}${f.errors ? `  ${f.errors} errors` : ''}`;

function line(r: Row): string {
  return `${r.name.padEnd(16)} api ${r.api.rps.toFixed(0).padStart(5)} req/s  sql ${r.sql.rps.toFixed(0).padStart(5)} req/s  ratio ${(r.api.rps / r.sql.rps).toFixed(2)}  bare ${r.bare.rps.toFixed(0).padStart(5)} req/s  ratio ${(r.api.rps / r.bare.rps).toFixed(2)}  p99 ${ms(r.api.p99)} (sql ${ms(r.sql.p99)}, ${(r.api.p99 / r.sql.p99).toFixed(2)}x)${r.api.errors ? `  ${r.api.errors} errors` : ''}`;
}

function checkLine(c: DishSearchCheck): string {
  return `${'dish-search'.padEnd(16)} check ${c.failures.length === 0 ? 'right' : 'WRONG'}: ${c.searches} searches, ${c.sellers} sellers, each with a matching dish and none nearer left out (brute force over all dishes)${c.failures.map((f) => `\n  ${f}`).join('')}`;
}

function placementLine(name: string, f: PlacementFigures): string {
  return `${name.padEnd(16)} ${f.placeRps.toFixed(0).padStart(5)} orders/s  place p50 ${ms(f.place.p50)}  p99 ${ms(f.place.p99)}  (add to cart p50 ${ms(f.add.p50)}  p99 ${ms(f.add.p99)})${f.errors ? `  ${f.errors} errors: ${f.firstError}` : ''}`;
}

function writeFragment(result: {
  rows: Row[];
  scale: ScalePoint[];
  steady: PlacementFigures;
  burst: PlacementFigures;
  dishSearch: DishSearchCheck | null;
  dataset: unknown;
}) {
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(
    'bench/results/api.json',
    JSON.stringify({ part: 'api', timing, ...result }, null, 2),
  );
}

await main();
