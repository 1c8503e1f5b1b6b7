// Seeds the demo neighbourhood on first start (ARCHITECTURE §2): Metro Manila sellers with menus,
// generated pictures, a year of rated orders, vanity routes, and the three demo accounts.
import { sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.js';
import {
  applications,
  dishRatings,
  dishes,
  orderLines,
  orders,
  ratings,
  rewardsLedger,
  users,
  vanityRoutes,
} from '../db/schema/index.js';
import { planRatingHistory } from './data/rating-history.js';
import { buildDemoData, DEMO_SEED } from './demo-data.js';
import { buildRows, type DemoRows } from './rows.js';
import { writeDemoImages } from './write-images.js';

export type DemoAccount = { role: string; email: string; password: string };

/** The accounts printed at start and listed in the README. */
export const demoAccounts: readonly DemoAccount[] = [
  { role: 'buyer', email: 'buyer@lutongbahay.ph', password: 'kain-tayo-2026' },
  { role: 'chef', email: 'chef@lutongbahay.ph', password: 'lutong-bahay-2026' },
  { role: 'staff', email: 'staff@lutongbahay.ph', password: 'staff-lutong-2026' },
];

/** The shared password of the other demo sellers (sellerNN@demo.lutongbahay.ph) and buyers (buyerNN@...). */
export const demoNeighbourPassword = 'kapitbahay-2026';

export type SeedOptions = {
  uploadsDir: string;
  now: Date;
  hashPassword: (plain: string) => Promise<string>;
};

// Two server processes may start on one database at the same moment (ARCHITECTURE §8); the lock makes
// the second one wait and then find the users the first one created.
const SEED_LOCK = sql`SELECT pg_advisory_xact_lock(727262026)`;
const BATCH = 250;

export async function seedDemo(
  db: Db,
  options: SeedOptions,
): Promise<{ seeded: boolean; accounts: DemoAccount[] }> {
  const accounts = [...demoAccounts];
  if (await anyUser(db)) return { seeded: false, accounts };

  const data = buildDemoData(DEMO_SEED);
  const history = planRatingHistory(
    data.sellers,
    [data.buyer, ...data.neighbours],
    options.now,
    DEMO_SEED,
  );
  const [buyer, chef, staff, demo] = await Promise.all(
    [...accounts.map((a) => a.password), demoNeighbourPassword].map((p) => options.hashPassword(p)),
  );
  const rows = buildRows(
    data,
    history,
    { buyer: buyer ?? '', chef: chef ?? '', staff: staff ?? '', demo: demo ?? '' },
    options.now,
  );
  await writeDemoImages(options.uploadsDir, data.sellers);

  const seeded = await db.transaction(async (tx) => {
    await tx.execute(SEED_LOCK);
    if (await anyUser(tx)) return false;
    await insertAll(tx, rows);
    return true;
  });
  return { seeded, accounts };
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

async function anyUser(db: Db | Tx): Promise<boolean> {
  const found = await db.select({ id: users.id }).from(users).limit(1);
  return found.length > 0;
}

async function insertAll(tx: Tx, rows: DemoRows): Promise<void> {
  // parents before children, for the foreign keys
  await insertBatches(tx, users, rows.users);
  await insertBatches(tx, dishes, rows.dishes);
  await insertBatches(tx, orders, rows.orders);
  await insertBatches(tx, orderLines, rows.orderLines);
  await insertBatches(tx, ratings, rows.ratings);
  await insertBatches(tx, dishRatings, rows.dishRatings);
  await insertBatches(tx, rewardsLedger, rows.rewards);
  await insertBatches(tx, vanityRoutes, rows.vanityRoutes);
  await insertBatches(tx, applications, rows.applications);
}

async function insertBatches<T extends PgTable>(
  tx: Tx,
  table: T,
  values: readonly T['$inferInsert'][],
): Promise<void> {
  for (let i = 0; i < values.length; i += BATCH) {
    await tx.insert(table).values(values.slice(i, i + BATCH));
  }
}
