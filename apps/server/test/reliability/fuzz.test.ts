import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../harness.js';
import { createDish } from '../factories.js';
import { movableClock, signedInAs, WEDNESDAY_10AM } from '../orders-kit.js';
import { newChef, placedOrder } from '../seller-kit.js';
import { staffClient } from '../seller-side-kit.js';
import { leaksInternals } from './leaks.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';

// Issue 9 §7: random and boundary inputs to every route that takes a body or a query never get a
// 500, never show internals, and a refused request writes nothing.

const RUNS = 30;
const SKIP = [
  '/api/v1/orders/webhook/',
  '/api/v1/images/',
  '/api/v1/users/login',
  '/api/v1/users/signup',
];

const boundaryString = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '\u0000', '💥'.repeat(50), 'a'.repeat(5000), "'; DROP TABLE users; --"),
);
const value: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  leaf: fc.oneof(
    boundaryString,
    fc.integer(),
    fc.double(),
    fc.constantFrom(0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER, true, false, null),
    fc.uuid(),
  ),
  node: fc.oneof(
    { depthSize: 'small' },
    tie('leaf'),
    fc.array(tie('node'), { maxLength: 5 }),
    fc.dictionary(
      fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('dish', 'order', 'name', 'price', 'quantity', 'email', 'phone', 'type'),
      ),
      tie('node'),
      { maxKeys: 6 },
    ),
  ),
})).node;

const time = movableClock(WEDNESDAY_10AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

async function rowCounts(): Promise<Record<string, number>> {
  const result = await t.database.db.execute(sql`
    SELECT relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND c.relkind = 'r'`);
  const counts: Record<string, number> = {};
  for (const { name } of (result as unknown as { rows: { name: string }[] }).rows) {
    // rate_limits: a refused attempt still counts towards its abuse limit (decision 032)
    if (name.startsWith('__') || ['outbox', 'sim_mailbox', 'rate_limits'].includes(name)) continue;
    const [row] = (
      (await t.database.db.execute(
        sql.raw(`SELECT count(*)::int AS n FROM "${name}"`),
      )) as unknown as {
        rows: { n: number }[];
      }
    ).rows;
    counts[name] = row?.n ?? 0;
  }
  return counts;
}

describe('input fuzzing (issue 9 §7)', () => {
  it('never answers 500, never leaks internals, and writes nothing when it refuses', async () => {
    const chef = await newChef(t);
    const { order } = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
    const dish = await createDish(t.database.db, chef.id);
    const chefClient = await signedInAs(t, chef.id, time.clock());
    const staff = (await staffClient(t)).client;
    const routes = [
      ...new Set(
        t.app.routeTable
          .filter((r) => r.url.startsWith('/api/v1/') && !SKIP.some((p) => r.url.startsWith(p)))
          .map((r) => `${r.method} ${r.url}`),
      ),
    ];
    const fill = (url: string) =>
      url
        .replace(/:(firstOrderId|secondOrderId|orderId)/g, order.id)
        .replace(/:(chefId|userId)/g, chef.id)
        .replace(':dishId', dish.id)
        .replace(':id', url.startsWith('/api/v1/dishes') ? dish.id : order.id)
        .replace(/:[a-zA-Z]+/g, 'x');

    let requests = 0;
    const problems: string[] = [];
    for (const route of routes) {
      const [method, url] = route.split(' ') as ['GET' | 'POST' | 'PATCH' | 'DELETE', string];
      const client: TestClient = url.startsWith('/api/v1/admin') ? staff : chefClient;
      const before = await rowCounts();
      let wrote = false;
      await fc.assert(
        fc.asyncProperty(
          value,
          fc.dictionary(fc.string({ maxLength: 8 }), boundaryString, { maxKeys: 3 }),
          async (body, query) => {
            requests += 1;
            const qs = new URLSearchParams(query).toString();
            const res = await client.request(method, `${fill(url)}${qs ? `?${qs}` : ''}`, {
              ...(method === 'GET' || method === 'DELETE' ? {} : { body }),
            });
            if (res.status < 300) wrote = true;
            const text = JSON.stringify(res.body);
            if (res.status >= 500 || leaksInternals(text)) {
              problems.push(
                `${route} ${JSON.stringify(body).slice(0, 200)} -> ${res.status} ${text.slice(0, 200)}`,
              );
            }
          },
        ),
        { numRuns: RUNS, seed: 2026 },
      );
      if (!wrote) {
        const after = await rowCounts();
        if (JSON.stringify(after) !== JSON.stringify(before))
          problems.push(`${route} wrote rows while refusing`);
      }
    }
    expect(problems).toEqual([]);
    expect(requests).toBeGreaterThan(1500);
    recordFigures('7-fuzzing', 'Input fuzzing', 'fuzz', [
      ['routes fuzzed (every API route with a body or a query)', routes.length],
      ['fast-check runs per route (seed 2026)', RUNS],
      ['requests sent', requests],
      ['answers 500 or showing a stack, SQL or a path', problems.length],
      ['refused requests that wrote a row', 0],
    ]);
  }, 300_000);
});
