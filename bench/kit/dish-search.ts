// Dish search near the buyer (issue 22, decision 039): the words the bench searches, the rare dish
// it adds to the dataset, and the correctness check against a brute-force pass over every dish.
import { sql } from 'drizzle-orm';
import { dishSearchText, PAGE_SIZE, type SellerCard } from '@lutong/shared';
import type { Db } from '../../apps/server/src/db/client.js';

/** A common name (a third of the sellers), the same with a typo, and a rare one (RARE_DISH). */
export const dishSearchWords = ['adobo', 'adbo', 'tanigue'];

/** A dish of one seller in 4,000 (25 at 100k sellers), far apart: the rare search. */
export const RARE_DISH = 'Kinilaw na Tanigue';

/** Adds RARE_DISH to every 4,000th bench seller, once. */
export async function addRareDishes(db: Db): Promise<void> {
  await db.execute(sql`INSERT INTO dishes (id, chef_id, name, photo, description, price,
      serving_size, unit, delivery_dates, created_at)
    SELECT gen_random_uuid(), u.id, ${RARE_DISH}, '/uploads/bench/dish-7.jpg', 'Fresh tanigue.', 380,
      2, 'pax', '{Mon,Tue,Wed,Thu,Fri,Sat,Sun}'::text[], now() - interval '1 hour'
    FROM users u
    WHERE u.email LIKE 'bench-%@example.ph'
      AND split_part(split_part(u.email, '@', 1), '-', 2)::int % 4000 = 0
      AND NOT EXISTS (SELECT 1 FROM dishes d WHERE d.chef_id = u.id AND d.name = ${RARE_DISH})`);
  await db.execute(sql`ANALYZE dishes`);
}

export type DishSearchCheck = {
  /** searches checked: each word at each point */
  searches: number;
  /** sellers returned over all of them */
  sellers: number;
  /** what went wrong, one line each (empty when right) */
  failures: string[];
};

/**
 * The first page of each search against a brute force over all dishes: the name test written
 * with pg_trgm's functions rather than its index operators (no index answers them), every seller
 * with a matching dish measured from the point. Every seller returned must have a matching dish,
 * and no seller with one nearer than the farthest returned may be left out.
 */
export async function checkDishSearch(
  db: Db,
  baseUrl: string,
  points: readonly (readonly [number, number])[],
): Promise<DishSearchCheck> {
  const check: DishSearchCheck = { searches: 0, sellers: 0, failures: [] };
  const at = sql.raw(
    `(VALUES ${points.map(([lat, lng], i) => `(${i}, ${Number(lat)}, ${Number(lng)})`).join(', ')}) AS p(i, lat, lng)`,
  );
  for (const word of dishSearchWords) {
    const text = dishSearchText(word) ?? '';
    // one pass over every dish for the word, measured from every point
    const result = await db.execute(sql`SELECT p.i, u.id,
        earth_distance(ll_to_earth(u.lat, u.lng), ll_to_earth(p.lat, p.lng)) AS meters
      FROM users u CROSS JOIN ${at}
      WHERE u.role = 'chef' AND u.lat IS NOT NULL AND u.lng IS NOT NULL AND u.finished_updating
        AND NOT u.suspended AND (u.ratings_quantity < 4 OR u.ratings_average >= 3.2 OR u.visible)
        AND u.id IN (SELECT d.chef_id FROM dishes d WHERE d.deleted_at IS NULL
          AND (strpos(lower(d.name), ${text}) > 0
            OR word_similarity(${text}, lower(d.name)) >= current_setting('pg_trgm.word_similarity_threshold')::real))`);
    const rows = (result as unknown as { rows: { i: number; id: string; meters: number }[] }).rows;
    for (const [i, [lat, lng]] of points.entries()) {
      const matching = new Map(
        rows.filter((r) => Number(r.i) === i).map((r) => [r.id, Number(r.meters)]),
      );
      const url = `${baseUrl}/api/v1/users/getChefs?lat=${lat}&lng=${lng}&near=true&page=1&type=homechef&dish=${encodeURIComponent(word)}`;
      const cards = ((await (await fetch(url)).json()) as { data: SellerCard[] }).data;
      check.searches += 1;
      check.sellers += cards.length;
      const where = `'${word}' at ${lat},${lng}`;
      const returned = new Set(cards.map((c) => c.id));
      const strangers = cards.filter((c) => !matching.has(c.id));
      if (strangers.length > 0)
        check.failures.push(`${where}: ${strangers.length} sellers without a matching dish`);
      // a full page may stop anywhere; a short one must hold every matching seller
      const farthest = Math.max(0, ...cards.map((c) => matching.get(c.id) ?? 0));
      const missed = [...matching].filter(
        ([id, meters]) => !returned.has(id) && (cards.length < PAGE_SIZE || meters < farthest),
      );
      if (missed.length > 0)
        check.failures.push(`${where}: ${missed.length} nearer sellers with a match left out`);
    }
  }
  return check;
}
