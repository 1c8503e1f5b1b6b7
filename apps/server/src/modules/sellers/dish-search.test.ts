// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SellerCard } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import { FEW_MATCHING_DISHES } from './dish-search.js';

// Decision 039: GET /users/getChefs?dish= is the bazaar's dish search, nearest sellers first.
let t: TestApp;
// Thursday 2026-11-19 11:30 in Manila (03:30 UTC)
const now = new Date('2026-11-19T03:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t.close());

// Each test searches its own dish name around its own point, so its pages are its own.
let area = 0;
const nextArea = () => {
  area += 1;
  return { lat: 8 + area * 0.5, lng: 123 + (area % 4) * 0.5 };
};
const north = (p: { lat: number; lng: number }, km: number) => ({
  lat: p.lat + km / 111.2,
  lng: p.lng,
});

async function search(p: { lat: number; lng: number }, dish: string, query = '') {
  const url = `/api/v1/users/getChefs?lat=${p.lat}&lng=${p.lng}&type=homechef&dish=${encodeURIComponent(dish)}${query}`;
  const res = await t.client().get<{ data: SellerCard[] }>(url);
  expect(res.status).toBe(200);
  return res.body.data;
}
const ids = (cards: SellerCard[]) => cards.map((c) => c.id);

/** A seller `km` north of `p` with dishes of these names. */
async function sellerWith(
  p: { lat: number; lng: number },
  km: number,
  dishNames: string[],
  over = {},
) {
  const chef = await createChef(t.database.db, { ...north(p, km), ...over });
  for (const name of dishNames) await createDish(t.database.db, chef.id, { name });
  return chef;
}

describe('dish search near the buyer (decision 039)', () => {
  it('returns the sellers with a matching dish, nearest first, typos included', async () => {
    const p = nextArea();
    const far = await sellerWith(p, 30, ['Kinilaw na Tanigue']);
    await sellerWith(p, 0.5, ['Pancit Malabon']);
    const near = await sellerWith(p, 2, ['Pancit Malabon', 'Kinilaw na Tanigue']);
    const middle = await sellerWith(p, 9, ['kinilaw']);
    const gone = await sellerWith(p, 1, []);
    await createDish(t.database.db, gone.id, { name: 'Kinilaw', deletedAt: now });

    expect(ids(await search(p, 'kinilaw'))).toEqual([near.id, middle.id, far.id]);
    // a typo finds the same sellers (pg_trgm), and case and spaces do not matter
    expect(ids(await search(p, 'kinlaw'))).toEqual([near.id, middle.id, far.id]);
    expect(ids(await search(p, '  KINILAW '))).toEqual([near.id, middle.id, far.id]);
    expect(ids(await search(p, 'tanigue'))).toEqual([near.id, far.id]);
    expect(await search(p, 'zzqx')).toEqual([]);
    // an empty text leaves the bazaar unrestricted
    expect((await search(p, '')).length).toBeGreaterThan(3);
  });

  it('orders by weighted rating when the buyer sorts by ratings', async () => {
    const p = nextArea();
    const good = await sellerWith(p, 20, ['Tortang Talong'], {
      ratingsQuantity: 40,
      ratingsAverage: 4.9,
    });
    const fair = await sellerWith(p, 1, ['Tortang Talong'], {
      ratingsQuantity: 40,
      ratingsAverage: 3.6,
    });
    const cards = await search(p, 'tortang talong', '&near=false');
    expect(ids(cards).filter((id) => id === good.id || id === fair.id)).toEqual([good.id, fair.id]);
  });

  it("applies the bazaar's filters, the dish filters to the matching dish itself", async () => {
    const p = nextArea();
    const db = t.database.db;
    const cheap = await sellerWith(p, 1, ['Ginataang Kalabasa']);
    // its matching dish costs too much; its cheap dish is something else
    const dear = await createChef(db, north(p, 2));
    await createDish(db, dear.id, { name: 'Ginataang Kalabasa', price: 900 });
    await createDish(db, dear.id, { name: 'Rice', price: 50 });
    const baker = await sellerWith(p, 3, ['Ginataang Kalabasa'], { cook: false, baker: true });
    const weekends = await sellerWith(p, 4, ['Ginataang Kalabasa'], { menuDates: ['Sat', 'Sun'] });

    expect(ids(await search(p, 'ginataang', '&price[lte]=400'))).toEqual([
      cheap.id,
      baker.id,
      weekends.id,
    ]);
    expect(ids(await search(p, 'ginataang', '&cook=true'))).toEqual([
      cheap.id,
      dear.id,
      weekends.id,
    ]);
    expect(ids(await search(p, 'ginataang', '&menuDates=Mon&cook=true'))).toEqual([
      cheap.id,
      dear.id,
    ]);
    expect(ids(await search(p, 'ginataang', '&menuDates=Mon'))).toEqual([
      cheap.id,
      dear.id,
      baker.id,
    ]);
  });

  it('pages twelve sellers at a time, as the bazaar does', async () => {
    const p = nextArea();
    const sellers = [];
    for (let km = 1; km <= 14; km += 1) sellers.push(await sellerWith(p, km, ['Pinangat']));
    const first = await search(p, 'pinangat', '&page=1');
    const second = await search(p, 'pinangat', '&page=2');
    expect(first).toHaveLength(12);
    expect([...ids(first), ...ids(second)]).toEqual(sellers.map((s) => s.id));
    expect(await search(p, 'pinangat', '&page=3')).toEqual([]);
  });

  it('finds the nearest sellers of a common name too (more matches than it lists)', async () => {
    const p = nextArea();
    const db = t.database.db;
    // one far seller holds more dishes of the name than the search lists (FEW_MATCHING_DISHES)
    const bulk = await createChef(db, north(p, 80));
    await db.execute(sql`INSERT INTO dishes (id, chef_id, name, price, serving_size, unit)
      SELECT gen_random_uuid(), ${bulk.id}, 'Laswang Bulk', 100, 1, 'pax'
      FROM generate_series(1, ${FEW_MATCHING_DISHES + 1}) g`);
    const near = await sellerWith(p, 1, ['Laswa']);
    await sellerWith(p, 0.5, ['Pinakbet']);
    const farther = await sellerWith(p, 5, ['Laswang Gulay']);
    expect(ids(await search(p, 'laswa'))).toEqual([near.id, farther.id, bulk.id]);
    expect(ids(await search(p, 'lasawa'))).toEqual([near.id, farther.id, bulk.id]);
    // known to be common now: the same answer without listing the matches again
    expect(ids(await search(p, 'laswa', '&page=1'))).toEqual([near.id, farther.id, bulk.id]);
    expect(await search(p, 'laswa', '&page=2')).toEqual([]);
  });

  it('finds a text that matches very many names (tested by similarity along the walk)', async () => {
    const p = nextArea();
    const db = t.database.db;
    const bulk = await createChef(db, north(p, 60));
    await db.execute(sql`INSERT INTO dishes (id, chef_id, name, price, serving_size, unit)
      SELECT gen_random_uuid(), ${bulk.id}, 'Suman Pinipig ' || g, 100, 1, 'pax'
      FROM generate_series(1, 250) g`);
    const near = await sellerWith(p, 2, ['Pinipig Bars']);
    expect(ids(await search(p, 'pinipig'))).toEqual([near.id, bulk.id]);
  });

  it('finds a dish by its new name once renamed, and not by the old one', async () => {
    const p = nextArea();
    const chef = await sellerWith(p, 1, []);
    const dish = await createDish(t.database.db, chef.id, { name: 'Tinumok' });
    expect(ids(await search(p, 'tinumok'))).toEqual([chef.id]);
    await t.database.db.execute(sql`UPDATE dishes SET name = 'Binagoongan' WHERE id = ${dish.id}`);
    expect(ids(await search(p, 'binagoongan'))).toEqual([chef.id]);
    expect(await search(p, 'tinumok')).toEqual([]);
  });
});
