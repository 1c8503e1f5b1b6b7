// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardsLedger } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import { createBuyer, movableClock, signedInAs } from '../../../test/orders-kit.js';
import { orderOf } from '../../../test/ratings-kit.js';
import { PICKUP_GRACE_MS } from '../rewards/pickup-completion.js';

const time = movableClock('2026-01-15T12:00:00+08:00');
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

type Series = {
  data: { year: number; series: { dishId: string; name: string; dataA: (number | null)[] }[] };
};

describe('analytics (product §3.5, §9 /analytics/*)', () => {
  it('answers monthly averages Jan..Dec in Manila time for the chef only', async () => {
    const db = t.database.db;
    const chef = await createChef(db);
    const adobo = await createDish(db, chef.id, { name: 'Adobo' });
    const flan = await createDish(db, chef.id, { name: 'Leche flan' });
    const rate = async (at: string, overall: number | null, stars: (number | null)[]) => {
      time.set(at);
      const buyer = await createBuyer(db);
      const order = await orderOf(db, buyer, chef, [adobo, flan]);
      const client = await signedInAs(t, buyer.id, time.clock());
      const res = await client.post('/api/v1/orders/ratingPopup', {
        orderId: order.id,
        overallRating: overall,
        ratings: stars,
      });
      expect(res.status).toBe(200);
    };
    await rate('2026-01-10T12:00:00+08:00', 5, [5, 4]);
    await rate('2026-01-20T12:00:00+08:00', 3, [4, null]);
    // 00:30 on 1 March in Manila is still February in UTC: it counts for March
    await rate('2026-03-01T00:30:00+08:00', 4, [null, 2]);
    await rate('2025-12-31T23:00:00+08:00', 1, [1, 1]); // last year: not in 2026's series

    const chefClient = await signedInAs(t, chef.id, time.clock());
    const monthly = await chefClient.get<Series>('/api/v1/analytics/dishRatingsMonthly?year=2026');
    const byName = Object.fromEntries(monthly.body.data.series.map((s) => [s.name, s.dataA]));
    const empty = Array.from({ length: 12 }, () => null);
    expect(byName.Adobo).toEqual([4.5, ...empty.slice(1)]);
    expect(byName['Leche flan']).toEqual([4, null, 2, ...empty.slice(3)]);

    const overall = await chefClient.get<{ data: { dataA: (number | null)[] } }>(
      '/api/v1/analytics/overallRatings?year=2026',
    );
    expect(overall.body.data.dataA).toEqual([4, null, 4, ...empty.slice(3)]);

    const one = await chefClient.get<{ data: { name: string; dataA: (number | null)[] } }>(
      `/api/v1/analytics/dishRatings/${adobo.id}?year=2025`,
    );
    expect(one.body.data).toEqual({ name: 'Adobo', dataA: [...empty.slice(1), 1] });

    const all = await chefClient.get<{
      data: { dishes: { name: string; ratingsAverage: number; ratingsQuantity: number }[] };
    }>('/api/v1/analytics/dishRatingsAll');
    expect(all.body.data.dishes).toEqual([
      expect.objectContaining({ name: 'Adobo', ratingsQuantity: 3, ratingsAverage: 10 / 3 }),
      expect.objectContaining({ name: 'Leche flan', ratingsQuantity: 3, ratingsAverage: 7 / 3 }),
    ]);
  });

  it("gives a user with no dishes empty lists (no crash), another chef's dish a 404, a guest a 401", async () => {
    const db = t.database.db;
    const buyer = await createBuyer(db);
    const client = await signedInAs(t, buyer.id, time.clock());
    const all = await client.get<{ data: { dishes: unknown[] } }>(
      '/api/v1/analytics/dishRatingsAll',
    );
    expect(all.body.data.dishes).toEqual([]);
    const monthly = await client.get<Series>('/api/v1/analytics/dishRatingsMonthly');
    expect(monthly.body.data.series).toEqual([]);
    const chef = await createChef(db);
    const dish = await createDish(db, chef.id);
    expect((await client.get(`/api/v1/analytics/dishRatings/${dish.id}`)).status).toBe(404);
    expect((await t.client().get('/api/v1/analytics/overallRatings')).status).toBe(401);
  });
});

describe('rewards earned on completion (decision 012)', () => {
  it('completes a pickup order 2 hours after it was ready and credits 2% of the food, once', async () => {
    const db = t.database.db;
    time.set('2026-02-05T12:00:00+08:00');
    const chef = await createChef(db);
    const dish = await createDish(db, chef.id, { price: 333 });
    const buyer = await createBuyer(db);
    const finishedAt = new Date(time.clock().getTime() - PICKUP_GRACE_MS - 60_000);
    const order = await orderOf(db, buyer, chef, [dish], {
      status: 'finished',
      deliveryMode: 'pickup',
      finishedAt,
      completedAt: null,
    });
    const fresh = await orderOf(db, buyer, chef, [dish], {
      status: 'finished',
      deliveryMode: 'pickup',
      finishedAt: time.clock(),
      completedAt: null,
    });
    expect(await t.app.pickupCompletion.completePickups()).toBeGreaterThanOrEqual(1);
    expect(await t.app.pickupCompletion.completePickups()).toBe(0);
    const earned = await db
      .select()
      .from(rewardsLedger)
      .where(and(eq(rewardsLedger.userId, buyer.id), eq(rewardsLedger.reason, 'earned')));
    // food 333 x 2 = 666; 2% = 13.32 -> 13 points
    expect(earned.map((e) => [e.orderId, e.points])).toEqual([[order.id, 13]]);
    const me = await (
      await signedInAs(t, buyer.id, time.clock())
    ).get<{ data: { user: { rewards: number } } }>('/api/v1/users/loggedin');
    expect(me.body).toMatchObject({ data: { user: { rewards: 13 } } });
    expect(fresh.status).toBe('finished');
  });
});
