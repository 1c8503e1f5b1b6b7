// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SellerCard } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';

let t: TestApp;
// Thursday 2026-11-19 11:30 in Manila (03:30 UTC)
let now = new Date('2026-11-19T03:30:00Z');
beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(async () => t.close());

// Each test works around its own point, far from the others, so nearest-first pages are its own.
let area = 0;
const nextArea = () => {
  area += 1;
  return { lat: 7 + area * 0.5, lng: 122 + (area % 5) * 0.5 };
};
const near = (p: { lat: number; lng: number }, i: number) => ({
  lat: p.lat + i * 0.001,
  lng: p.lng,
});

async function bazaar(p: { lat: number; lng: number }, query = '', body?: unknown) {
  const url = `/api/v1/users/getChefs?lat=${p.lat}&lng=${p.lng}&type=homechef${query}`;
  const res = body
    ? await t.client().post<{ data: SellerCard[] }>(url, body)
    : await t.client().get<{ data: SellerCard[] }>(url);
  expect(res.status).toBe(200);
  return res.body.data;
}
const names = (cards: SellerCard[]) => cards.map((c) => c.name).sort();

describe('GET /users/getChefs filters (product §5 filter query fields)', () => {
  it('orders by distance and reports kilometres with 2 decimals', async () => {
    const p = nextArea();
    const far = await createChef(t.database.db, { name: 'far', ...near(p, 3) });
    const close = await createChef(t.database.db, { name: 'close', ...near(p, 1) });
    const cards = await bazaar(p);
    expect(cards.slice(0, 2).map((c) => c.id)).toEqual([close.id, far.id]);
    expect(cards[0]?.distance).toBeCloseTo(0.11, 2);
    expect(cards[0]).toMatchObject({
      _id: close.id,
      location: { type: 'Point', coordinates: [p.lng, p.lat + 0.001] },
    });
  });

  it('applies the card visibility rule', async () => {
    const p = nextArea();
    const db = t.database.db;
    await createChef(db, { name: 'closed', finishedUpdating: false, ...near(p, 1) });
    await createChef(db, { name: 'new-low', ratingsQuantity: 3, ratingsAverage: 1, ...near(p, 2) });
    await createChef(db, { name: 'low', ratingsQuantity: 10, ratingsAverage: 3.1, ...near(p, 3) });
    await createChef(db, { name: 'ok', ratingsQuantity: 10, ratingsAverage: 3.2, ...near(p, 4) });
    await createChef(db, {
      name: 'low-visible',
      ratingsQuantity: 10,
      ratingsAverage: 2,
      visible: true,
      ...near(p, 5),
    });
    expect(names((await bazaar(p)).filter((c) => c.distance < 5))).toEqual([
      'low-visible',
      'new-low',
      'ok',
    ]);
  });

  it('filters by main category and cuisine tile, including pantry categories', async () => {
    const p = nextArea();
    const db = t.database.db;
    await createChef(db, { name: 'thai cook', cuisine: ['Thai'], ...near(p, 1) });
    await createChef(db, {
      name: 'cake baker',
      cook: false,
      baker: true,
      cuisine: ['Cakes'],
      ...near(p, 2),
    });
    await createChef(db, {
      name: 'sauce pantry',
      cook: false,
      pantry: true,
      cuisine: [],
      pantryCategories: ['Sauces and Spreads'],
      ...near(p, 3),
    });
    const local = async (q: string) => names((await bazaar(p, q)).filter((c) => c.distance < 5));
    expect(await local('&baker=true')).toEqual(['cake baker']);
    expect(await local('&cook=true')).toEqual(['thai cook']);
    expect(await local('&pantry=true')).toEqual(['sauce pantry']);
    expect(await local('&cuisine=Thai')).toEqual(['thai cook']);
    expect(await local('&cuisine=Sauces and Spreads')).toEqual(['sauce pantry']);
    expect(await local('&cook=true&cuisine=Cakes')).toEqual([]);
  });

  it('filters by price bands, price bounds and party trays through the dishes', async () => {
    const p = nextArea();
    const db = t.database.db;
    const cheap = await createChef(db, { name: 'cheap', ...near(p, 1) });
    const mid = await createChef(db, { name: 'mid', ...near(p, 2) });
    const dear = await createChef(db, { name: 'dear', ...near(p, 3) });
    await createDish(db, cheap.id, { price: 250 });
    await createDish(db, mid.id, { price: 251 });
    await createDish(db, mid.id, { price: 400, servingSize: 5 });
    await createDish(db, dear.id, { price: 401 });
    const local = async (q: string) => names((await bazaar(p, q)).filter((c) => c.distance < 5));
    expect(await local('&priceLevel=1')).toEqual(['cheap']);
    expect(await local('&priceLevel=2')).toEqual(['mid']);
    expect(await local('&priceLevel=3')).toEqual(['dear']);
    expect(await local('&priceLevel=1,3')).toEqual(['cheap', 'dear']);
    expect(await local('&price[lte]=300')).toEqual(['cheap', 'mid']);
    expect(await local('&price[gte]=401')).toEqual(['dear']);
    expect(await local('&servingSize[gte]=5')).toEqual(['mid']);
  });

  it('filters by meal features, menu days and name', async () => {
    const p = nextArea();
    const db = t.database.db;
    const veg = await createChef(db, { name: 'gulay house', menuDates: ['Mon'], ...near(p, 1) });
    const vegan = await createChef(db, {
      name: 'plant kitchen',
      menuDates: ['Tue'],
      ...near(p, 2),
    });
    const promo = await createChef(db, {
      name: 'sale corner',
      promo: 0.2,
      menuDates: ['Sat'],
      ...near(p, 3),
    });
    const cater = await createChef(db, {
      name: 'party trays',
      caterer: true,
      menuDates: ['Sat', 'Sun'],
      ...near(p, 4),
    });
    await createDish(db, veg.id, { tags: ['vegetarian'] });
    await createDish(db, vegan.id, { tags: ['vegan', 'vegetarian'] });
    await createDish(db, promo.id);
    await createDish(db, cater.id, { groupPromo: true, servingSize: 10 });
    const local = async (q: string) => names((await bazaar(p, q)).filter((c) => c.distance < 5));
    expect(await local('&meal=vegetarian')).toEqual(['gulay house', 'plant kitchen']);
    expect(await local('&meal=vegan')).toEqual(['plant kitchen']);
    expect(await local('&meal=promo')).toEqual(['sale corner']);
    expect(await local('&meal=caterer')).toEqual(['party trays']);
    expect(await local('&meal=groupPromo')).toEqual(['party trays']);
    expect(await local('&menuDates=Sat')).toEqual(['party trays', 'sale corner']);
    expect(await local('&menuDates=Mon,Tue')).toEqual(['gulay house', 'plant kitchen']);
    expect(await local('&name=GULAY')).toEqual(['gulay house']);
  });

  it("filters 'today' by the toggle, the last slot minus hourPrep in Manila time, and a dish offered today", async () => {
    const p = nextArea();
    const db = t.database.db;
    const noon = { Thu: [true, true, null, null, null, null] }; // last slot 12:00
    const open = await createChef(db, {
      name: 'open',
      today: true,
      hourPrep: 1,
      deliveryTimes: { ...noon } as never,
      ...near(p, 1),
    });
    const late = await createChef(db, { name: 'late', today: true, hourPrep: 1, ...near(p, 2) });
    const off = await createChef(db, { name: 'off', today: false, ...near(p, 3) });
    const noDish = await createChef(db, { name: 'no-dish', today: true, ...near(p, 4) });
    for (const chef of [open, late, off]) await createDish(db, chef.id, { now: true });
    await createDish(db, noDish.id, { now: false });
    const local = async () => names((await bazaar(p, '&today=true')).filter((c) => c.distance < 5));
    now = new Date('2026-11-19T02:59:00Z'); // 10:59 Manila: 'open' takes orders until 11:00
    expect(await local()).toEqual(['late', 'open']);
    now = new Date('2026-11-19T03:00:00Z'); // 11:00 Manila
    expect(await local()).toEqual(['late']);
    now = new Date('2026-11-19T11:00:00Z'); // 19:00 Manila: 'late' (last slot 20) closes now
    expect(await local()).toEqual([]);
  });

  // issue 18 defects 4 and 8 (decision 020): the same rule as the menu's days (openMenuDays)
  it('filters a day by the coming date of that weekday: working hours on, not closed', async () => {
    const p = nextArea();
    const db = t.database.db;
    const off = [null, null, null, null, null, null];
    const sat = async (name: string, i: number, fields: Parameters<typeof createChef>[1] = {}) =>
      createChef(db, { name, menuDates: ['Sat'], ...near(p, i), ...fields });
    await sat('open', 1);
    await sat('no hours', 2, { deliveryTimes: { Sat: off } as never });
    await sat('closed 21st', 3, { closedDates: ['2026-11-21'] });
    await sat('closed 28th', 4, { closedDates: ['2026-11-28'] });
    // dayPrep 3 from Thursday: the coming week starts Sunday, so its Saturday is the 28th
    await sat('prep 3, closed 21st', 5, { closedDates: ['2026-11-21'], dayPrep: 3 });
    const local = async (q: string) => names((await bazaar(p, q)).filter((c) => c.distance < 5));
    now = new Date('2026-11-19T03:30:00Z'); // Thursday 11:30 Manila
    expect(await local('&menuDates=Sat')).toEqual(['closed 28th', 'open', 'prep 3, closed 21st']);
    expect(await local('&menuDates=Fri,Sat')).toEqual([
      'closed 28th',
      'open',
      'prep 3, closed 21st',
    ]);
    now = new Date('2026-11-20T12:00:00Z'); // Friday 20:00 Manila: Saturday the 21st has closed
    expect(await local('&menuDates=Sat')).toEqual(['closed 21st', 'open', 'prep 3, closed 21st']);
  });

  it("leaves a seller who closed today out of the 'today' filter", async () => {
    const p = nextArea();
    const db = t.database.db;
    const open = await createChef(db, { name: 'open', today: true, ...near(p, 1) });
    const closed = await createChef(db, {
      name: 'closed today',
      today: true,
      closedDates: ['2026-11-19'],
      ...near(p, 2),
    });
    for (const chef of [open, closed]) await createDish(db, chef.id, { now: true });
    now = new Date('2026-11-19T02:00:00Z'); // Thursday 10:00 Manila
    const cards = await bazaar(p, '&today=true');
    expect(names(cards.filter((c) => c.distance < 5))).toEqual(['open']);
  });

  it('pages by 12 and answers an empty page past the end', async () => {
    const p = nextArea();
    for (let i = 1; i <= 14; i += 1)
      await createChef(t.database.db, {
        name: `pager ${String(i).padStart(2, '0')}`,
        ...near(p, i * 0.1),
      });
    const first = await bazaar(p, '&page=1');
    const second = await bazaar(p, '&page=2');
    expect(first).toHaveLength(12);
    expect(second.filter((c) => c.name.startsWith('pager'))).toHaveLength(2);
    expect(new Set([...first, ...second].map((c) => c.id)).size).toBe(first.length + second.length);
    const past = await t
      .client()
      .get<{ data: SellerCard[]; results: number }>(
        `/api/v1/users/getChefs?lat=${p.lat}&lng=${p.lng}&page=1000`,
      );
    expect(past.body).toMatchObject({ status: 'success', results: 0, data: [] });
  });

  it('sorts by a weighted rating where forty 4.8s beat one 5', async () => {
    const p = nextArea();
    const db = t.database.db;
    const cuisine = `Weighted ${area}`;
    await createChef(db, {
      name: 'one five',
      ratingsQuantity: 1,
      ratingsAverage: 5,
      cuisine: [cuisine],
      ...near(p, 1),
    });
    await createChef(db, {
      name: 'forty',
      ratingsQuantity: 40,
      ratingsAverage: 4.8,
      cuisine: [cuisine],
      ...near(p, 2),
    });
    await createChef(db, { name: 'unrated', cuisine: [cuisine], ...near(p, 3) });
    const cards = await bazaar(p, `&near=false&cuisine=${encodeURIComponent(cuisine)}`);
    expect(cards.map((c) => c.name)).toEqual(['forty', 'one five', 'unrated']);
  });

  it('restricts to the sellers of the given dishes when POSTed ids (dish search)', async () => {
    const p = nextArea();
    const a = await createChef(t.database.db, { name: 'has it', ...near(p, 1) });
    await createChef(t.database.db, { name: 'has not', ...near(p, 2) });
    const dish = await createDish(t.database.db, a.id, { name: 'Ensaymada' });
    expect(names(await bazaar(p, '', { ids: [dish.id] }))).toEqual(['has it']);
    expect(await bazaar(p, '', { ids: [] })).toEqual([]);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of [
      'lat=91&lng=0',
      'lat=14&lng=121&priceLevel=4',
      'lat=14&lng=121&menuDates=Funday',
      'lng=121',
      'lat=14&lng=121&meal=pizza',
      'lat=14&lng=121&page=0',
    ]) {
      expect((await t.client().get(`/api/v1/users/getChefs?${q}`)).status).toBe(400);
    }
  });
});
