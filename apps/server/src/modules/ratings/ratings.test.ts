import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ratingMessages } from '@lutong/shared';
import { dishes, ratings, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import { createBuyer, signedInAs } from '../../../test/orders-kit.js';
import { orderOf } from '../../../test/ratings-kit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function setting() {
  const db = t.database.db;
  const chef = await createChef(db);
  const dishA = await createDish(db, chef.id, { name: 'Kare-kare', price: 450 });
  const dishB = await createDish(db, chef.id, { name: 'Leche flan', price: 180 });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, new Date());
  return { db, chef, dishA, dishB, buyer, client };
}

type Popup = {
  data: {
    order: {
      id: string;
      rated: boolean;
      chef: { name: string };
      dishList: { dish: { name: string } }[];
    } | null;
  };
};

describe('the rating popup (GET/POST /orders/ratingPopup)', () => {
  it("shows the buyer's completed order with its chef and dishes, then takes a rating once", async () => {
    const { db, chef, dishA, dishB, buyer, client } = await setting();
    const order = await orderOf(db, buyer, chef, [dishA, dishB]);
    const popup = await client.get<Popup>(`/api/v1/orders/ratingPopup?orderId=${order.id}`);
    expect(popup.status).toBe(200);
    expect(popup.body.data.order).toMatchObject({
      id: order.id,
      rated: false,
      chef: { name: chef.name },
      dishList: [{ dish: { name: 'Kare-kare' } }, { dish: { name: 'Leche flan' } }],
    });
    // without an id: the latest completed order not yet rated
    expect((await client.get<Popup>('/api/v1/orders/ratingPopup')).body.data.order?.id).toBe(
      order.id,
    );

    const res = await client.post('/api/v1/orders/ratingPopup', {
      orderId: order.id,
      overallRating: 4,
      ratings: [5, null],
    });
    expect(res.status).toBe(200);
    const [a] = await db.select().from(dishes).where(eq(dishes.id, dishA.id));
    const [b] = await db.select().from(dishes).where(eq(dishes.id, dishB.id));
    const [c] = await db.select().from(users).where(eq(users.id, chef.id));
    expect([a?.ratingsAverage, a?.ratingsQuantity]).toEqual([5, 1]);
    expect([b?.ratingsAverage, b?.ratingsQuantity]).toEqual([0, 0]); // a gap is no rating
    expect([c?.ratingsAverage, c?.ratingsQuantity]).toEqual([4, 1]);

    const twice = await client.post('/api/v1/orders/ratingPopup', {
      orderId: order.id,
      overallRating: 1,
    });
    expect([twice.status, twice.body.message]).toEqual([409, ratingMessages.alreadyRated]);
    const [c2] = await db.select().from(users).where(eq(users.id, chef.id));
    expect(c2?.ratingsQuantity).toBe(1);
    expect(
      (await client.get<Popup>(`/api/v1/orders/ratingPopup?orderId=${order.id}`)).body.data.order
        ?.rated,
    ).toBe(true);
    expect((await client.get<Popup>('/api/v1/orders/ratingPopup')).body.data.order).toBeNull();
  });

  it('refuses an order not yet completed (409) and writes nothing', async () => {
    const { db, chef, dishA, buyer, client } = await setting();
    const order = await orderOf(db, buyer, chef, [dishA], {
      status: 'finished',
      completedAt: null,
    });
    const get = await client.get(`/api/v1/orders/ratingPopup?orderId=${order.id}`);
    expect([get.status, get.body.message]).toEqual([409, ratingMessages.notCompleted]);
    const post = await client.post('/api/v1/orders/ratingPopup', {
      orderId: order.id,
      overallRating: 5,
    });
    expect([post.status, post.body.message]).toEqual([409, ratingMessages.notCompleted]);
    expect(await db.select().from(ratings).where(eq(ratings.orderId, order.id))).toEqual([]);
  });

  it("answers 404 for another buyer's order and 401 to a guest", async () => {
    const { db, chef, dishA, buyer } = await setting();
    const order = await orderOf(db, buyer, chef, [dishA]);
    const other = await signedInAs(t, (await createBuyer(db)).id, new Date());
    const get = await other.get(`/api/v1/orders/ratingPopup?orderId=${order.id}`);
    expect([get.status, get.body.message]).toEqual([404, ratingMessages.retrieveFailed]);
    const post = await other.post('/api/v1/orders/ratingPopup', {
      orderId: order.id,
      overallRating: 5,
    });
    expect(post.status).toBe(404);
    expect((await t.client().get(`/api/v1/orders/ratingPopup?orderId=${order.id}`)).status).toBe(
      401,
    );
    expect(await db.select().from(ratings).where(eq(ratings.orderId, order.id))).toEqual([]);
  });

  it.each([
    ['stars above 5', { overallRating: 6 }],
    ['negative stars', { ratings: [-1] }],
    ['half stars', { overallRating: 3.5 }],
    ['more ratings than dishes', { ratings: [1, 2, 3] }],
  ])('refuses %s (400) and writes nothing', async (_l, body) => {
    const { db, chef, dishA, buyer, client } = await setting();
    const order = await orderOf(db, buyer, chef, [dishA]);
    const res = await client.post('/api/v1/orders/ratingPopup', { orderId: order.id, ...body });
    expect(res.status).toBe(400);
    expect(await db.select().from(ratings).where(eq(ratings.orderId, order.id))).toEqual([]);
  });

  it('keeps running averages equal to a recomputation over a sequence of ratings', async () => {
    const { db, chef, dishA, dishB } = await setting();
    const sequence = [
      { overall: 5, stars: [5, 4] },
      { overall: 3, stars: [2, null] },
      { overall: null, stars: [4, 5] },
      { overall: 1, stars: [null, 1] },
      { overall: 4, stars: [3, 3] },
      { overall: 2, stars: [5, null] },
    ];
    for (const r of sequence) {
      const buyer = await createBuyer(db);
      const client = await signedInAs(t, buyer.id, new Date());
      const order = await orderOf(db, buyer, chef, [dishA, dishB]);
      const res = await client.post('/api/v1/orders/ratingPopup', {
        orderId: order.id,
        overallRating: r.overall,
        ratings: r.stars,
      });
      expect(res.status).toBe(200);
    }
    const recomputed = await db.execute(sql`
      SELECT d.id, d.ratings_average, d.ratings_quantity, avg(dr.stars)::float8 AS avg, count(dr.*)::int AS n
      FROM dishes d LEFT JOIN dish_ratings dr ON dr.dish_id = d.id
      WHERE d.chef_id = ${chef.id} GROUP BY d.id`);
    for (const row of (
      recomputed as unknown as {
        rows: { ratings_average: number; ratings_quantity: number; avg: number; n: number }[];
      }
    ).rows) {
      expect(row.ratings_quantity).toBe(row.n);
      expect(row.ratings_average).toBeCloseTo(row.avg, 9);
    }
    const [c] = await db.select().from(users).where(eq(users.id, chef.id));
    expect(c?.ratingsQuantity).toBe(5);
    expect(c?.ratingsAverage).toBeCloseTo((5 + 3 + 1 + 4 + 2) / 5, 9);
  });
});
