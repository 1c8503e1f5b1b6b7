import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dishes } from '../../db/schema/index.js';

// product §3.5 and §5 Analytics: monthly averages over one calendar year in Manila.

export async function chefDishSummaries(db: Executor, chefId: string) {
  return db
    .select({
      _id: dishes.id,
      name: dishes.name,
      photo: dishes.photo,
      ratingsAverage: dishes.ratingsAverage,
      ratingsQuantity: dishes.ratingsQuantity,
    })
    .from(dishes)
    .where(and(eq(dishes.chefId, chefId), isNull(dishes.deletedAt)))
    .orderBy(asc(dishes.name), asc(dishes.id));
}

type MonthRow = { key: string; month: number; average: number };

const yearBounds = (year: number) => ({
  from: `${year}-01-01T00:00:00+08:00`,
  to: `${year + 1}-01-01T00:00:00+08:00`,
});

function rowsOf(result: unknown): MonthRow[] {
  return (
    result as { rows: { key: string; month: number | string; average: number | string }[] }
  ).rows.map((r) => ({ key: r.key, month: Number(r.month), average: Number(r.average) }));
}

/** Monthly average stars per dish of the chef (only months with ratings appear). */
export async function dishMonthlyAverages(
  db: Executor,
  chefId: string,
  year: number,
  dishId?: string,
): Promise<MonthRow[]> {
  const { from, to } = yearBounds(year);
  const oneDish = dishId ? sql`AND d.id = ${dishId}` : sql``;
  return rowsOf(
    await db.execute(sql`
      SELECT dr.dish_id AS key,
             extract(month FROM dr.created_at AT TIME ZONE 'Asia/Manila')::int AS month,
             avg(dr.stars)::float8 AS average
      FROM dish_ratings dr JOIN dishes d ON d.id = dr.dish_id
      WHERE d.chef_id = ${chefId} ${oneDish}
        AND dr.created_at >= ${from}::timestamptz AND dr.created_at < ${to}::timestamptz
      GROUP BY dr.dish_id, month`),
  );
}

/** Monthly average of the chef's overall ratings. */
export async function overallMonthlyAverages(
  db: Executor,
  chefId: string,
  year: number,
): Promise<MonthRow[]> {
  const { from, to } = yearBounds(year);
  return rowsOf(
    await db.execute(sql`
      SELECT 'overall' AS key,
             extract(month FROM r.created_at AT TIME ZONE 'Asia/Manila')::int AS month,
             avg(r.overall)::float8 AS average
      FROM ratings r
      WHERE r.chef_id = ${chefId} AND r.overall IS NOT NULL
        AND r.created_at >= ${from}::timestamptz AND r.created_at < ${to}::timestamptz
      GROUP BY month`),
  );
}
