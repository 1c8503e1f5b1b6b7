// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  WEIGHTED_RATING_PRIOR,
  WEIGHTED_RATING_WEIGHT,
  type MenuChef,
  type SellerCard,
} from '@lutong/shared';
import { vanityRoutes } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { signedUpClient } from '../../../test/seller-side-kit.js';
import { createChef, createDish } from '../../../test/factories.js';
import { bazaarPageSql } from './bazaar.query.js';
import { dishSearchSql } from './sellers.repo.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('distance order against a brute-force check', () => {
  it('returns the same first pages as sorting every seller by great-circle distance', async () => {
    const db = t.database.db;
    const centre = { lat: 15.5, lng: 120.6 };
    let seed = 7;
    const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let i = 0; i < 40; i += 1) {
      await createChef(db, {
        lat: centre.lat + (rand() - 0.5) * 0.4,
        lng: centre.lng + (rand() - 0.5) * 0.4,
      });
    }
    const all = await db.execute(
      sql`SELECT id, lat, lng FROM users WHERE role = 'chef' AND lat IS NOT NULL AND finished_updating`,
    );
    const haversine = (lat: number, lng: number) => {
      const r = Math.PI / 180;
      const a =
        Math.sin(((lat - centre.lat) * r) / 2) ** 2 +
        Math.cos(lat * r) * Math.cos(centre.lat * r) * Math.sin(((lng - centre.lng) * r) / 2) ** 2;
      return 2 * 6371 * Math.asin(Math.sqrt(a));
    };
    const expected = (all as unknown as { rows: { id: string; lat: number; lng: number }[] }).rows
      .map((r) => ({ id: r.id, km: haversine(r.lat, r.lng) }))
      .sort((a, b) => a.km - b.km);
    const got: SellerCard[] = [];
    for (const page of [1, 2, 3]) {
      const res = await t
        .client()
        .get<{ data: SellerCard[] }>(
          `/api/v1/users/getChefs?lat=${centre.lat}&lng=${centre.lng}&page=${page}`,
        );
      got.push(...res.body.data);
    }
    expect(got.map((c) => c.id)).toEqual(expected.slice(0, 36).map((e) => e.id));
    got.forEach((c, i) => expect(Math.abs(c.distance - (expected[i]?.km ?? 0))).toBeLessThan(0.05));
  });
});

describe('typo-tolerant dish search', () => {
  it("finds adobo from 'adbo' and ensaymada from 'ensaymda', not unrelated dishes", async () => {
    const chef = await createChef(t.database.db);
    const adobo = await createDish(t.database.db, chef.id, { name: 'Pork Adobo sa Gata' });
    const ensaymada = await createDish(t.database.db, chef.id, { name: 'Ube Ensaymada' });
    const halo = await createDish(t.database.db, chef.id, { name: 'Halo-halo' });
    const search = async (q: string) =>
      (await t.client().get<{ data: { dishes: string[] } }>(`/api/v1/dishes/search?name=${q}`)).body
        .data.dishes;
    expect(await search('adbo')).toContain(adobo.id);
    expect(await search('ensaymda')).toContain(ensaymada.id);
    expect(await search('ensaymda')).not.toContain(halo.id);
    expect(await search('')).toEqual([]);
  });
});

describe('the menu, the distance and vanity words', () => {
  it('returns a seller menu with promo prices and without contact details', async () => {
    const chef = await createChef(t.database.db, {
      name: "tita baby's",
      promo: 0.15,
      phone: '9171234567',
      address: 'Secret St.',
    });
    await createDish(t.database.db, chef.id, { name: 'Kare-kare', price: 350 });
    await createDish(t.database.db, chef.id, { name: 'Old dish', deletedAt: new Date() });
    const res = await t.client().get<{ data: { user: MenuChef } }>(`/api/v1/users/menu/${chef.id}`);
    expect(res.status).toBe(200);
    const user = res.body.data.user;
    expect(user).toMatchObject({ _id: chef.id, name: "tita baby's", promo: 0.15 });
    expect(user.dishes.map((d) => [d.name, d.price, d.promoPrice])).toEqual([
      ['Kare-kare', 350, 298],
    ]);
    expect(JSON.stringify(user)).not.toMatch(/9171234567|Secret St|email/);
    expect(
      (await t.client().get('/api/v1/users/menu/0190f0f0-0000-7000-8000-000000000000')).status,
    ).toBe(404);
    expect((await t.client().get('/api/v1/users/menu/not-a-uuid')).status).toBe(400);
  });

  it('gives the exact distance only to signed-in users', async () => {
    const chef = await createChef(t.database.db, { lat: 14.5547, lng: 121.0244 });
    const url = `/api/v1/users/distance/${chef.id}?lat=14.5647&lng=121.0244`;
    expect((await t.client().get(url)).status).toBe(401);
    const { client } = await signedUpClient(t);
    const res = await client.get<{ data: { distances: { distance: number }[] } }>(url);
    expect(res.body.data.distances[0]?.distance).toBe(1.11);
  });

  it('resolves a vanity word to its seller and answers 404 for unknown words', async () => {
    const chef = await createChef(t.database.db);
    await t.database.db.insert(vanityRoutes).values({ word: 'lolanena', chefId: chef.id });
    expect((await t.client().get('/api/v1/vanity/LolaNena')).body).toEqual({
      status: 'success',
      data: { chefId: chef.id },
    });
    expect((await t.client().get('/api/v1/vanity/nobody')).status).toBe(404);
  });
});

describe('the near query plan (ARCHITECTURE §3)', () => {
  beforeAll(async () => {
    // Enough sellers for the planner to weigh the index honestly, then fresh statistics.
    await t.database.db.execute(sql`
      INSERT INTO users (id, email, name, role, lat, lng, finished_updating, cook, baker, cuisine, menu_dates)
      SELECT gen_random_uuid(), 'bulk' || g || '@example.ph', 'bulk ' || g, 'chef',
             14.2 + (g % 97) * 0.009, 120.9 + (g % 89) * 0.004, true, g % 3 <> 0, g % 3 = 0,
             CASE WHEN g % 3 = 0 THEN ARRAY['Cakes'] ELSE ARRAY['Filipino'] END, ARRAY['Mon','Sat']
      FROM generate_series(1, 5000) AS g`);
    await t.database.db.execute(sql`
      INSERT INTO dishes (id, chef_id, name, price, serving_size)
      SELECT gen_random_uuid(), u.id, 'bulk dish ' || k, 120 + (k * 97 + length(u.email) * 13) % 600, 1 + k % 6
      FROM users u CROSS JOIN generate_series(1, 4) AS k WHERE u.email LIKE 'bulk%'`);
    await t.database.db.execute(sql`ANALYZE users`);
    await t.database.db.execute(sql`ANALYZE dishes`);
  });

  const plan = async (query: Record<string, unknown>) => {
    const statement = bazaarPageSql({
      lat: 14.5547,
      lng: 121.0244,
      page: 1,
      near: true,
      now: new Date(),
      ...query,
    });
    const result = await t.database.db.execute(sql`EXPLAIN ${statement}`);
    return (result as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
  };

  it.each([
    ['without filters', {}],
    ['with a category and cuisine', { baker: true, cuisine: 'Cakes' }],
    ['with a day and a dish filter', { menuDates: ['Sat'], priceLevel: [1] }],
    ['on page 5', { page: 5, cook: true }],
  ])('is a nearest-neighbour index scan %s', async (_label, query) => {
    const text = await plan(query);
    expect(text).toMatch(/Index Scan using users_chef_earth_idx/);
    expect(text).toMatch(/Order By: \(\(ll_to_earth\(lat, lng\)\)::cube <-> /);
    expect(text).not.toMatch(/Sort Key/);
  });

  // issue 10: 'Sort by weighted ratings' walks its index instead of sorting every seller
  it.each([
    ['without filters', {}],
    ['for cooks on page 5', { page: 5, cook: true }],
  ])('sorts by weighted rating through its index %s', async (_label, query) => {
    const text = await plan({ near: false, ...query });
    expect(text).toMatch(/Index Scan using users_chef_weighted_rating_idx/);
    expect(text).not.toMatch(/Sort Key/);
  });

  it("indexes the weighted rating with @lutong/shared's constants", async () => {
    const result = await t.database.db.execute(
      sql`SELECT indexdef FROM pg_indexes WHERE indexname = 'users_chef_weighted_rating_idx'`,
    );
    const [row] = (result as unknown as { rows: { indexdef: string }[] }).rows;
    const prior = WEIGHTED_RATING_WEIGHT * WEIGHTED_RATING_PRIOR;
    expect(row?.indexdef).toContain(
      `((${prior})::double precision + ((ratings_quantity)::double precision * ratings_average)) / ((${WEIGHTED_RATING_WEIGHT} + ratings_quantity))::double precision`,
    );
  });

  it('finds dishes by name through the trigram index', async () => {
    const result = await t.database.db.execute(sql`EXPLAIN ${dishSearchSql('adbo')}`);
    const text = (result as unknown as { rows: Record<string, string>[] }).rows
      .map((r) => Object.values(r)[0])
      .join('\n');
    expect(text).toMatch(/Bitmap Index Scan on dishes_name_trgm_idx/);
    expect(text).not.toMatch(/Seq Scan/);
  });
});
