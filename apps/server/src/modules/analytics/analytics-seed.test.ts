import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { seedDemo } from '../../seed/seed.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { signedInAs } from '../../../test/orders-kit.js';

// The charts over the demo seed's 12 months of rating history (issue 8): every monthly value the
// API answers equals the same average recomputed from the rows, month by month in Manila.

const now = new Date('2026-03-14T04:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  await seedDemo(t.database.db, {
    uploadsDir: path.join(t.config.dataDir, 'uploads'),
    now,
    hashPassword: async (plain) => `test-hash:${plain}`,
  });
}, 120_000);
afterAll(async () => t.close());

type Row = { key: string; month: number; average: number };
async function recomputed(query: ReturnType<typeof sql>): Promise<Map<string, (number | null)[]>> {
  const rows = ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
  const byKey = new Map<string, (number | null)[]>();
  for (const r of rows) {
    const months = byKey.get(r.key) ?? Array.from({ length: 12 }, () => null);
    months[Number(r.month) - 1] = Math.round(Number(r.average) * 100) / 100;
    byKey.set(r.key, months);
  }
  return byKey;
}

describe('analytics over the seeded year', () => {
  it.each([2025, 2026])(
    'answers the demo chef the recomputed monthly averages of %i',
    async (year) => {
      const [chef] = await t.database.db
        .select()
        .from(users)
        .where(eq(users.email, 'chef@lutongbahay.ph'));
      if (!chef) throw new Error('no demo chef');
      const client = await signedInAs(t, chef.id, now);
      const from = `${year}-01-01T00:00:00+08:00`;
      const to = `${year + 1}-01-01T00:00:00+08:00`;
      const month = (column: ReturnType<typeof sql>) =>
        sql`extract(month FROM ${column} AT TIME ZONE 'Asia/Manila')::int`;

      const dishes = await recomputed(sql`
      SELECT dr.dish_id AS key, ${month(sql`dr.created_at`)} AS month, avg(dr.stars) AS average
      FROM dish_ratings dr JOIN dishes d ON d.id = dr.dish_id
      WHERE d.chef_id = ${chef.id} AND dr.created_at >= ${from}::timestamptz AND dr.created_at < ${to}::timestamptz
      GROUP BY 1, 2`);
      const series = await client.get<{
        data: { series: { dishId: string; dataA: (number | null)[] }[] };
      }>(`/api/v1/analytics/dishRatingsMonthly?year=${year}`);
      expect(series.body.data.series.length).toBeGreaterThan(0);
      let months = 0;
      for (const s of series.body.data.series) {
        const expected = dishes.get(s.dishId) ?? Array.from({ length: 12 }, () => null);
        expect(s.dataA).toEqual(expected);
        months += s.dataA.filter((v) => v !== null).length;
      }
      expect(months).toBeGreaterThan(0);

      const overall = await recomputed(sql`
      SELECT 'overall' AS key, ${month(sql`r.created_at`)} AS month, avg(r.overall) AS average
      FROM ratings r
      WHERE r.chef_id = ${chef.id} AND r.overall IS NOT NULL
        AND r.created_at >= ${from}::timestamptz AND r.created_at < ${to}::timestamptz
      GROUP BY 2`);
      const answered = await client.get<{ data: { dataA: (number | null)[] } }>(
        `/api/v1/analytics/overallRatings?year=${year}`,
      );
      expect(answered.body.data.dataA).toEqual(
        overall.get('overall') ?? Array.from({ length: 12 }, () => null),
      );
    },
  );
});
