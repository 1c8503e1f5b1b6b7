import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, runMigrations, type Database } from '../db/client.js';
import { driver, openTestDatabase } from '../../test/harness.js';
import {
  bakerCategories,
  cookCuisines,
  dishTags,
  dishUnits,
  pantryCategories,
} from './data/catalog.js';
import { buildDemoData } from './demo-data.js';
import { brandBanner, chefPortrait, dishImage, dishKinds } from './images.js';
import { demoAccounts, seedDemo } from './seed.js';
import { svgProblems } from './svg-check.js';

let database: Database;
let uploadsDir: string;
let first: Awaited<ReturnType<typeof seedDemo>>;
let firstRunMs = 0;
const now = new Date('2026-03-14T04:00:00Z');
// a fast stand-in for argon2: the seed only stores what it is given
const hashPassword = async (plain: string) => `test-hash:${plain}`;

const expectWellFormedSvg = (svg: string) => expect(svgProblems(svg)).toEqual([]);
// both drivers answer `execute` with { rows }
const rows = async <T>(query: ReturnType<typeof sql>): Promise<T[]> =>
  ((await database.db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // the server-pg project runs the same checks against a real PostgreSQL
  if (driver === 'pg') {
    database = await openTestDatabase();
  } else {
    database = await openPglite();
    await runMigrations(database);
  }
  uploadsDir = mkdtempSync(path.join(tmpdir(), 'lb-seed-'));
  const started = performance.now();
  first = await seedDemo(database.db, { uploadsDir, now, hashPassword });
  firstRunMs = performance.now() - started;
}, 120_000);

afterAll(async () => {
  await database?.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

describe('demo seed', () => {
  it('creates the three demo accounts with their roles and passwords', async () => {
    expect(first.seeded).toBe(true);
    console.info(`demo seed on ${database.driver} took ${Math.round(firstRunMs)} ms`);
    expect(first.accounts).toEqual(demoAccounts);
    const accounts = await rows<{
      email: string;
      role: string;
      password_hash: string;
      name: string;
      lat: number | null;
    }>(
      sql`SELECT email, role, password_hash, name, lat FROM users WHERE email IN ('buyer@lutongbahay.ph', 'chef@lutongbahay.ph', 'staff@lutongbahay.ph') ORDER BY email`,
    );
    expect(accounts.map((a) => [a.email, a.role, a.password_hash])).toEqual([
      ['buyer@lutongbahay.ph', 'user', 'test-hash:kain-tayo-2026'],
      ['chef@lutongbahay.ph', 'chef', 'test-hash:lutong-bahay-2026'],
      ['staff@lutongbahay.ph', 'admin', 'test-hash:staff-lutong-2026'],
    ]);
    expect(accounts[0]).toMatchObject({ name: 'Bea Santos' });
    expect(accounts[0]?.lat).toBeCloseTo(14.56, 1);
    const [chef] = await rows<{ cuisine: string[]; mini_address: string; dishes: number }>(
      sql`SELECT u.cuisine, u.mini_address, (SELECT count(*)::int FROM dishes d WHERE d.chef_id = u.id) AS dishes FROM users u WHERE u.email = 'chef@lutongbahay.ph'`,
    );
    expect(chef).toEqual({
      cuisine: ['Filipino'],
      mini_address: 'Kapitolyo, Pasig',
      dishes: expect.any(Number),
    });
    expect(chef?.dishes).toBeGreaterThanOrEqual(5);
  });

  it('has at least 60 sellers, each with 5 to 12 dishes', async () => {
    const sellers = await rows<{ dishes: number }>(
      sql`SELECT (SELECT count(*)::int FROM dishes d WHERE d.chef_id = u.id) AS dishes FROM users u WHERE u.role = 'chef'`,
    );
    expect(sellers.length).toBeGreaterThanOrEqual(60);
    for (const s of sellers) {
      expect(s.dishes).toBeGreaterThanOrEqual(5);
      expect(s.dishes).toBeLessThanOrEqual(12);
    }
  });

  it('covers every cuisine of the cook list, bakers, pantry suppliers and caterers', async () => {
    const cuisines = await rows<{ c: string }>(
      sql`SELECT DISTINCT unnest(cuisine) AS c FROM users WHERE role = 'chef' AND cook`,
    );
    expect(cuisines.map((r) => r.c)).toEqual(expect.arrayContaining([...cookCuisines]));
    const bakerTiles = await rows<{ c: string }>(
      sql`SELECT DISTINCT unnest(cuisine) AS c FROM users WHERE role = 'chef' AND baker`,
    );
    expect(bakerTiles.map((r) => r.c)).toEqual(expect.arrayContaining([...bakerCategories]));
    const pantryTiles = await rows<{ c: string }>(
      sql`SELECT DISTINCT unnest(pantry_categories) AS c FROM users WHERE role = 'chef' AND pantry`,
    );
    expect(pantryTiles.map((r) => r.c)).toEqual(expect.arrayContaining([...pantryCategories]));
    const [flags] = await rows<{
      both: number;
      over_two: number;
      trays: number;
      caterers: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE cook AND baker)::int AS both,
             count(*) FILTER (WHERE cardinality(cuisine) > 2 OR cardinality(pantry_categories) > 2)::int AS over_two,
             (SELECT count(*)::int FROM dishes d JOIN users c ON c.id = d.chef_id WHERE c.caterer AND d.group_promo AND d.serving_size >= 5) AS trays,
             count(*) FILTER (WHERE caterer)::int AS caterers
      FROM users WHERE role = 'chef'`);
    expect(flags).toMatchObject({ both: 0, over_two: 0 });
    expect(flags?.caterers).toBeGreaterThanOrEqual(2);
    expect(flags?.trays).toBeGreaterThanOrEqual(6);
  });

  it('has one temporarily closed seller, new sellers, promos and sellers hidden by low ratings', async () => {
    const [s] = await rows<{
      closed: number;
      fresh: number;
      promos: number[];
      hidden: number;
      shown: number;
    }>(sql`
      SELECT count(*) FILTER (WHERE NOT finished_updating)::int AS closed,
             count(*) FILTER (WHERE ratings_quantity < 4)::int AS fresh,
             array_agg(DISTINCT promo) FILTER (WHERE promo > 0) AS promos,
             count(*) FILTER (WHERE ratings_quantity >= 4 AND ratings_average < 3.2 AND NOT visible)::int AS hidden,
             count(*) FILTER (WHERE ratings_quantity >= 4 AND ratings_average < 3.2 AND visible)::int AS shown
      FROM users WHERE role = 'chef'`);
    expect(s?.closed).toBe(1);
    expect(s?.fresh).toBeGreaterThanOrEqual(3);
    expect([...(s?.promos ?? [])].sort()).toEqual([0.1, 0.15, 0.2]);
    expect(s?.hidden).toBe(2);
    expect(s?.shown).toBe(1);
  });

  it('keeps ratings aggregates equal to the rating rows', async () => {
    const chefs = await rows<{ id: string }>(sql`
      SELECT u.id FROM users u LEFT JOIN ratings r ON r.chef_id = u.id AND r.overall IS NOT NULL
      WHERE u.role = 'chef' GROUP BY u.id
      HAVING u.ratings_quantity <> count(r.id) OR abs(u.ratings_average - coalesce(avg(r.overall), 0)) > 1e-9`);
    expect(chefs).toEqual([]);
    const dishRows = await rows<{ id: string }>(sql`
      SELECT d.id FROM dishes d LEFT JOIN dish_ratings dr ON dr.dish_id = d.id
      GROUP BY d.id HAVING d.ratings_quantity <> count(dr.rating_id) OR abs(d.ratings_average - coalesce(avg(dr.stars), 0)) > 1e-9`);
    expect(dishRows).toEqual([]);
    const [history] = await rows<{
      orders: number;
      bad: number;
      months: number;
      lines: number;
      strangers: number;
    }>(sql`
      SELECT count(*)::int AS orders,
             count(*) FILTER (WHERE status <> 'completed' OR NOT payed OR confirmed IS NOT TRUE OR NOT finished)::int AS bad,
             count(DISTINCT date_trunc('month', created_for))::int AS months,
             (SELECT count(*)::int FROM order_lines) AS lines,
             (SELECT count(*)::int FROM order_lines l JOIN orders o ON o.id = l.order_id JOIN dishes d ON d.id = l.dish_id WHERE d.chef_id <> o.chef_id) AS strangers
      FROM orders`);
    expect(history?.orders).toBeGreaterThan(500);
    expect(history).toMatchObject({ bad: 0, strangers: 0 });
    expect(history?.months).toBeGreaterThanOrEqual(12);
    const [range] = await rows<{ newest: Date | string; oldest: Date | string }>(
      sql`SELECT max(created_at) AS newest, min(created_at) AS oldest FROM ratings`,
    );
    expect(new Date(range?.newest ?? 0).getTime()).toBeLessThanOrEqual(now.getTime());
    expect(new Date(range?.oldest ?? 0).getTime()).toBeGreaterThan(
      now.getTime() - 370 * 86_400_000,
    );
  });

  it('makes 15 vanity routes to distinct sellers', async () => {
    const routes = await rows<{ word: string; chef_id: string; role: string }>(
      sql`SELECT v.word, v.chef_id, u.role FROM vanity_routes v JOIN users u ON u.id = v.chef_id`,
    );
    expect(routes).toHaveLength(15);
    expect(new Set(routes.map((r) => r.chef_id)).size).toBe(15);
    for (const r of routes)
      expect(r).toMatchObject({ word: expect.stringMatching(/^[a-z]+$/), role: 'chef' });
  });

  it('writes every referenced picture as a well-formed SVG', async () => {
    const urls = await rows<{ url: string }>(sql`
      SELECT user_photo AS url FROM users WHERE role = 'chef' UNION SELECT brand_photo FROM users WHERE role = 'chef' UNION SELECT photo FROM dishes`);
    expect(urls.length).toBeGreaterThan(600);
    const files = new Set(readdirSync(path.join(uploadsDir, 'demo')));
    for (const { url } of urls) {
      expect(url).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
      expect(files.has(path.basename(url))).toBe(true);
    }
    for (const file of [...files].filter((_, i) => i % 7 === 0))
      expectWellFormedSvg(readFileSync(path.join(uploadsDir, 'demo', file), 'utf8'));
  });

  it('seeds nothing the second time', async () => {
    const before = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`);
    const again = await seedDemo(database.db, { uploadsDir, now, hashPassword });
    expect(again).toEqual({ seeded: false, accounts: demoAccounts });
    expect(await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM users`)).toEqual(before);
  });
});

describe('demo pictures and data', () => {
  it('draws every dish kind, portrait and banner as a well-formed SVG of the right size', () => {
    for (const kind of dishKinds) {
      const svg = dishImage(kind, 1);
      expect(svg).toContain('viewBox="0 0 640 480"');
      expectWellFormedSvg(svg);
    }
    expectWellFormedSvg(chefPortrait('a'));
    expect(
      brandBanner('b', {
        name: "Tita Baby's Kusina",
        tagline: 'Kapitolyo, Pasig',
        dishKind: 'kare-kare',
      }),
    ).toContain('viewBox="0 0 1200 400"');
  });

  it('keeps to the limits of the spec (product §7, §11 and dish §5)', () => {
    const { sellers } = buildDemoData();
    for (const s of sellers) {
      expect(s.phone).toMatch(/^9\d{9}$/);
      expect(s.description.length).toBeLessThanOrEqual(400);
      expect(s.miniAddress.length).toBeLessThanOrEqual(200);
      expect(s.cuisine.length + s.pantryCategories.length).toBeLessThanOrEqual(2);
      expect(s.dayPrep).toBeGreaterThanOrEqual(1);
      expect(s.dayPrep).toBeLessThan(7);
      expect(Object.values(s.deliveryTimes).every((day) => day.length === 6)).toBe(true);
      for (const d of s.dishes) {
        expect(d.deliveryDates).toHaveLength(7);
        expect(
          d.deliveryDates
            .filter(Boolean)
            .every((day) => s.menuDates.includes(day as (typeof s.menuDates)[number])),
        ).toBe(true);
        expect(d.deliveryDates.some(Boolean)).toBe(true);
        expect(d.stockQuantity).toHaveLength(7);
        expect(d.tags.every((t) => (dishTags as readonly string[]).includes(t))).toBe(true);
        expect(dishUnits).toContain(d.unit);
        expect(Number.isInteger(d.price)).toBe(true);
        if (d.groupPromo) expect(d.servingSize).toBeGreaterThanOrEqual(5);
        if (d.weeklyStock !== null) expect(d.weeklyQuantity).toBeLessThanOrEqual(d.weeklyStock);
      }
    }
  });

  it('is the same data and the same pictures for the same seed', () => {
    expect(JSON.stringify(buildDemoData(7))).toBe(JSON.stringify(buildDemoData(7)));
    expect(dishImage('sinigang', 3)).toBe(dishImage('sinigang', 3));
    expect(dishImage('sinigang', 3)).not.toBe(dishImage('sinigang', 4));
  });
});
