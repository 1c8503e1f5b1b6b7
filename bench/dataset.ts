// The benchmark dataset (issue 10 §1): sellers with ten dishes each, spread over Luzon the way
// home kitchens are (two thirds in Metro Manila, the rest in the provinces around it and the
// northern cities), with ratings, menu days and weekly stock. Written by INSERT .. SELECT over
// generate_series in one statement per batch, so 100k sellers and a million dishes load on the
// server side without a round trip per row. Deterministic: the same seed gives the same sellers.
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/db/client.js';
import { bakerCategories, cookCuisines, pantryCategories } from '@lutong/shared';

/** [lat, lng, spread in degrees (one sigma), share in percent]: cities where sellers live. */
const places: [number, number, number, number][] = [
  // Metro Manila: 67%
  [14.676, 121.044, 0.035, 17], // Quezon City
  [14.599, 120.984, 0.02, 10], // Manila
  [14.5547, 121.0244, 0.012, 8], // Makati
  [14.517, 121.051, 0.018, 6], // Taguig
  [14.576, 121.085, 0.015, 6], // Pasig
  [14.65, 120.97, 0.02, 5], // Caloocan
  [14.48, 121.02, 0.018, 5], // Paranaque
  [14.42, 121.03, 0.025, 4], // Las Pinas, Muntinlupa
  [14.58, 121.035, 0.01, 3], // Mandaluyong, San Juan
  [14.65, 121.1, 0.015, 3], // Marikina
  // around Metro Manila: 24%
  [14.4, 120.94, 0.05, 6], // Cavite
  [14.25, 121.1, 0.07, 5], // Laguna
  [14.6, 121.17, 0.04, 4], // Rizal
  [14.8, 120.9, 0.06, 4], // Bulacan
  [15.1, 120.65, 0.06, 3], // Pampanga
  [13.76, 121.06, 0.08, 2], // Batangas
  // the rest of Luzon: 9%
  [16.41, 120.59, 0.03, 2], // Baguio
  [15.48, 120.59, 0.05, 1], // Tarlac
  [16.04, 120.33, 0.05, 1], // Dagupan
  [13.62, 123.19, 0.05, 1], // Naga
  [13.93, 121.62, 0.05, 1], // Lucena
  [15.49, 120.97, 0.05, 1], // Cabanatuan
  [17.61, 121.73, 0.05, 1], // Tuguegarao
  [18.2, 120.59, 0.05, 1], // Laoag
];

const firstNames = [
  'Rosa',
  'Nena',
  'Lito',
  'Carmen',
  'Boyet',
  'Marites',
  'Jun',
  'Cora',
  'Ising',
  'Dodong',
  'Perla',
  'Tess',
  'Ramon',
  'Luz',
  'Ben',
  'Aida',
];
const kitchens = [
  "'s Kitchen",
  "'s Lutong Bahay",
  "'s Bakeshop",
  "'s Pantry",
  ' Home Cooking',
  "'s Kusina",
  ' Eats',
  "'s Treats",
];
const cookDishes = [
  'Chicken Adobo',
  'Pork Sinigang',
  'Kare-Kare',
  'Lechon Kawali',
  'Pancit Canton',
  'Lumpiang Shanghai',
  'Bicol Express',
  'Sisig',
  'Beef Caldereta',
  'Chicken Inasal',
  'Laing',
  'Dinuguan',
  'Pinakbet',
  'Bulalo',
  'Tinolang Manok',
  'Arroz Caldo',
  'Embutido',
  'Menudo',
  'Afritada',
  'Pork Barbecue',
];
const bakerDishes = [
  'Ensaymada',
  'Ube Cake',
  'Leche Flan',
  'Bibingka',
  'Puto',
  'Kutsinta',
  'Pandesal',
  'Mango Float',
  'Sans Rival',
  'Buko Pie',
  'Brazo de Mercedes',
  'Cheese Bread',
  'Silvanas',
  'Food for the Gods',
  'Crinkles',
  'Banana Bread',
  'Yema Cake',
  'Biko',
  'Sapin-Sapin',
  'Espasol',
];
const pantryDishes = [
  'Bagoong',
  'Chili Garlic Oil',
  'Tuyo in Oil',
  'Atchara',
  'Peanut Butter',
  'Coco Jam',
  'Ube Halaya',
  'Dried Mangoes',
  'Longganisa',
  'Tocino',
  'Beef Tapa',
  'Chicharon',
  'Polvoron',
  'Pastillas',
  'Taba ng Talangka',
  'Spanish Sardines',
  'Kesong Puti',
  'Salted Eggs',
  'Calamansi Juice',
  'Muscovado',
];
const menuDayPatterns = [
  '{Mon,Tue,Wed,Thu,Fri,Sat,Sun}',
  '{Mon,Tue,Wed,Thu,Fri}',
  '{Sat,Sun}',
  '{Mon,Wed,Fri}',
  '{Tue,Thu,Sat}',
  '{Fri,Sat,Sun}',
];

const everySlot = JSON.stringify(
  Object.fromEntries(
    ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((d) => [
      d,
      [true, true, true, true, true, true],
    ]),
  ),
);

const text = (values: readonly string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/** The cumulative share ranges of `places`, as a VALUES list joined on a bucket 0..99. */
function placesSql() {
  let from = 0;
  const rows = places.map(([lat, lng, spread, share]) => {
    const row = `(${lat}, ${lng}, ${spread}, ${from}, ${from + share})`;
    from += share;
    return row;
  });
  if (from !== 100) throw new Error(`place shares add up to ${from}, not 100`);
  return sql.raw(`(VALUES ${rows.join(', ')}) AS p(lat, lng, spread, lo, hi)`);
}

/** A standard normal draw (Box-Muller) from two uniform draws. */
const gauss = (a: string, b: string) => sql.raw(`sqrt(-2 * ln(1 - ${a})) * cos(2 * pi() * ${b})`);

/**
 * Adds sellers number `from + 1` to `to` (bench-{n}@example.ph) and ten dishes for each. Run in a
 * transaction so `setseed` and the insert share one connection.
 */
export async function addSellers(db: Db, from: number, to: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT setseed(${(from % 1000) / 1000})`);
    await tx.execute(sql`
      WITH draws AS (
        SELECT g, floor(random() * 100)::int AS bucket, random() AS r1, random() AS r2, random() AS r3,
          random() AS r4, random() AS r5, random() AS r6, random() AS r7, g % 20 AS kind
        FROM generate_series(${from + 1}::int, ${to}::int) AS g
      ),
      sellers AS (
        SELECT d.*, p.lat + p.spread * ${gauss('d.r1', 'd.r2')} AS lat,
          p.lng + p.spread * ${gauss('d.r3', 'd.r4')} AS lng,
          CASE WHEN d.kind < 12 THEN 'cook' WHEN d.kind < 17 THEN 'baker' ELSE 'pantry' END AS type,
          floor(d.r5 ^ 3 * 80)::int AS rated
        FROM draws d JOIN ${placesSql()} ON d.bucket >= p.lo AND d.bucket < p.hi
      ),
      new_users AS (
        INSERT INTO users (id, email, name, role, lat, lng, finished_updating, cook, baker, pantry,
          cuisine, pantry_categories, caterer, promo, today, hour_prep, day_prep, menu_dates,
          delivery_times, ratings_quantity, ratings_average, mini_address, description, user_photo)
        SELECT gen_random_uuid(), 'bench-' || g || '@example.ph',
          (${text(firstNames)})[1 + g % ${firstNames.length}] || (${text(kitchens)})[1 + (g / 7) % ${kitchens.length}] || ' ' || g,
          'chef', lat, lng, r6 < 0.95, type = 'cook', type = 'baker', type = 'pantry',
          CASE type
            WHEN 'cook' THEN ARRAY[(${text(cookCuisines)})[1 + g % ${cookCuisines.length}]]
            WHEN 'baker' THEN ARRAY[(${text(bakerCategories)})[1 + g % ${bakerCategories.length}]]
            ELSE '{}'::text[] END,
          CASE WHEN type = 'pantry' THEN ARRAY[(${text(pantryCategories)})[1 + g % ${pantryCategories.length}]] ELSE '{}'::text[] END,
          g % 10 = 0, CASE WHEN g % 9 = 0 THEN 0.1 ELSE 0 END, r7 < 0.3, 1 + g % 3, 1 + g % 2,
          (${text(menuDayPatterns)})[1 + g % ${menuDayPatterns.length}]::text[],
          ${everySlot}::jsonb, rated,
          CASE WHEN rated = 0 THEN 0 ELSE round(least(5, greatest(1, 4.3 + 0.6 * ${gauss('r7', 'r1')}))::numeric, 2) END,
          'Barangay ' || (1 + g % 200), 'Home cooking since ' || (1990 + g % 34) || '.',
          '/uploads/bench/chef-' || (g % 50) || '.jpg'
        FROM sellers
        RETURNING id, cook, baker, email
      )
      INSERT INTO dishes (id, chef_id, name, photo, description, price, serving_size, unit, tags,
        delivery_dates, day_stock, weekly_stock, weekly_quantity, group_promo, ratings_quantity,
        ratings_average, created_at)
      SELECT gen_random_uuid(), u.id,
        CASE WHEN u.cook THEN (${text(cookDishes)})[1 + (n * 7 + k * 3) % 20]
             WHEN u.baker THEN (${text(bakerDishes)})[1 + (n * 7 + k * 3) % 20]
             ELSE (${text(pantryDishes)})[1 + (n * 7 + k * 3) % 20] END,
        '/uploads/bench/dish-' || ((n * 10 + k) % 200) || '.jpg', 'Made fresh to order.',
        CASE WHEN u.cook THEN 150 + (n * 37 + k * 53) % 750 WHEN u.baker THEN 80 + (n * 41 + k * 29) % 1100
             ELSE 100 + (n * 13 + k * 17) % 350 END,
        1 + (n + k) % 8, CASE WHEN u.cook THEN 'pax' WHEN u.baker THEN 'pcs' ELSE 'jar' END,
        CASE WHEN (n + k) % 10 = 0 THEN '{vegetarian}'::text[] ELSE '{}'::text[] END,
        '{Mon,Tue,Wed,Thu,Fri,Sat,Sun}'::text[],
        ARRAY[(n + k) % 21, (n + 2 * k) % 21, (n + 3 * k) % 21, (n + 4 * k) % 21, (n + 5 * k) % 21,
              (n + 6 * k) % 21, (n + 7 * k) % 21],
        60 + (n + k) % 60, (n * k) % 30, k = 10 AND n % 5 = 0, (n * k) % 25,
        CASE WHEN (n * k) % 25 = 0 THEN 0 ELSE 3 + ((n + k) % 21) / 10.0 END,
        now() - make_interval(mins => k)
      FROM (SELECT *, split_part(split_part(email, '@', 1), '-', 2)::int AS n FROM new_users) u
        CROSS JOIN generate_series(1, 10) AS k`);
  });
}

/** Grows the bench sellers from `from` to `to` in batches, then refreshes the planner's statistics. */
export async function growSellers(db: Db, from: number, to: number, batch = 20_000): Promise<void> {
  for (let start = from; start < to; start += batch) {
    await addSellers(db, start, Math.min(to, start + batch));
  }
  await db.execute(sql`ANALYZE users`);
  await db.execute(sql`ANALYZE dishes`);
}

/** How many bench sellers the database holds (to resume growing a loaded database). */
export async function benchSellerCount(db: Db): Promise<number> {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM users WHERE email LIKE 'bench-%@example.ph'`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
}
