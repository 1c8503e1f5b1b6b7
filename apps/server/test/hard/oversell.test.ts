import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { messages, type OrderView } from '@lutong/shared';
import { orderLines, orders } from '../../src/db/schema/index.js';
import { createTestApp, TestClient, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer, dishStock, movableClock, THURSDAY } from '../orders-kit.js';
import { createSession } from '../../src/modules/auth/sessions.repo.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';

// Issue 9 §1, the long form of test/pg-only/checkout-race: 200 buyers over real HTTP race for the
// last 5 portions of a day, 50 times, with one, two or a mix of portions per order. Exactly what
// was left is sold, the stock never goes below zero, and every loser reads the spec's message.

const BUYERS = 200;
const ROUNDS = 50;
const LAST_PORTIONS = 5;
const THURSDAY_INDEX = 3; // dayStock runs Monday..Sunday

const time = movableClock();
let t: TestApp;
let buyers: { id: string; client: TestClient }[];
beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    // every buyer orders once a round; the per-account order limit is not what is tested here
    env: { RATE_LIMIT_ORDERS_PER_ACCOUNT: '100000' },
  });
  if (t.database.driver !== 'pg') throw new Error('the hard suite runs on PostgreSQL only');
  buyers = await Promise.all(
    Array.from({ length: BUYERS }, async () => {
      const buyer = await createBuyer(t.database.db);
      const { token } = await createSession(t.database.db, {
        userId: buyer.id,
        ttlMs: t.config.session.ttlMs,
        now: time.clock(),
      });
      // a real socket to the listening server, not inject: the race goes through Node's HTTP stack
      const client = new TestClient(t.baseUrl);
      client.jar.set(t.config.session.cookieName, token);
      return { id: buyer.id, client };
    }),
  );
});
afterAll(async () => t?.close());

type Mode = 'one each' | 'two each' | 'mixed';
const modeOf = (round: number): Mode =>
  (['one each', 'two each', 'mixed'] as const)[round % 3] ?? 'one each';
const roundsOf = (mode: Mode) =>
  Array.from({ length: ROUNDS }, (_, round) => modeOf(round)).filter((m) => m === mode).length;
const quantityFor = (mode: Mode, buyer: number) =>
  mode === 'one each' ? 1 : mode === 'two each' ? 2 : 1 + (buyer % 2);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

describe(`${BUYERS} buyers race for the last ${LAST_PORTIONS} portions, ${ROUNDS} times`, () => {
  it('sells exactly what is left, never below zero, and tells every loser', async () => {
    const db = t.database.db;
    const tally = { requests: 0, won: 0, lost: 0, portionsSold: 0, leftOver: 0 };
    const placeTimes: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const mode = modeOf(round);
      const chef = await createChef(db);
      const dayStock = [9, 9, 9, 9, 9, 9, 9];
      dayStock[THURSDAY_INDEX] = LAST_PORTIONS;
      const dish = await createDish(db, chef.id, {
        weeklyStock: 500,
        weeklyQuantity: 400,
        dayStock,
      });
      const carts = await Promise.all(
        buyers.map(async ({ client }, i) => {
          const quantity = quantityFor(mode, i);
          const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
            chefId: chef.id,
            dishId: dish.id,
            quantity,
            ...THURSDAY,
          });
          expect(added.status, JSON.stringify(added.body)).toBe(200);
          return { client, quantity, orderId: added.body.data.order.id };
        }),
      );

      const results = await Promise.all(
        carts.map(async ({ client, quantity, orderId }) => {
          const started = performance.now();
          const res = await client.patch<{ message?: string }>(`/api/v1/orders/${orderId}`, {
            deliveryMode: 'pickup',
            name: 'Buyer',
            phone: '9171234567',
            selectedTime: 12,
          });
          placeTimes.push(performance.now() - started);
          return { ...res, quantity };
        }),
      );
      tally.requests += carts.length * 2;

      const winners = results.filter((r) => r.status === 200);
      const losers = results.filter((r) => r.status !== 200);
      const sold = winners.reduce((sum, r) => sum + r.quantity, 0);
      const stock = await dishStock(db, dish.id);
      const left = stock.dayStock?.[THURSDAY_INDEX] ?? -1;

      // what was sold and what is left add up to what there was, and nothing went negative
      expect(sold + left, `round ${round} (${mode})`).toBe(LAST_PORTIONS);
      expect(left).toBeGreaterThanOrEqual(0);
      expect(Math.min(...(stock.dayStock ?? [-1]))).toBeGreaterThanOrEqual(0);
      expect(stock.weeklyQuantity).toBe(400 + sold);
      // a loser could not have been served: what is left is less than they asked for
      for (const loser of losers) {
        expect(loser.status).toBe(409);
        expect(loser.body.message).toBe(messages.noStockLeft);
        expect(loser.quantity).toBeGreaterThan(left);
      }
      if (mode === 'one each') expect(left).toBe(0);
      if (mode === 'two each') expect(winners).toHaveLength(2);

      // the database agrees with the replies: the winners' orders, and only theirs, are placed
      const [placed] = await db
        .select({
          orders: sql<number>`count(distinct ${orders.id})::int`,
          portions: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(and(eq(orders.chefId, chef.id), eq(orders.status, 'placed')));
      expect(placed).toEqual({ orders: winners.length, portions: sold });

      tally.won += winners.length;
      tally.lost += losers.length;
      tally.portionsSold += sold;
      tally.leftOver += left;
    }

    placeTimes.sort((a, b) => a - b);
    recordFigures('1-oversell', 'Oversell', 'oversell', [
      [
        'rounds (one each / two each / mixed portions per order)',
        `${ROUNDS} (${(['one each', 'two each', 'mixed'] as const).map((m) => roundsOf(m)).join(' / ')})`,
      ],
      ['concurrent buyers per round', BUYERS],
      ['portions left at the start of each round', LAST_PORTIONS],
      ['HTTP requests (add to cart + place)', tally.requests],
      ['orders placed (winners)', tally.won],
      ['orders refused with the out-of-stock message', tally.lost],
      ['portions sold', tally.portionsSold],
      ['portions left over (a two-portion order cannot take the last one)', tally.leftOver],
      ['rounds that oversold or went negative', 0],
      [
        'place-order latency under the race, p50 / p99 (ms)',
        `${Math.round(percentile(placeTimes, 50))} / ${Math.round(percentile(placeTimes, 99))}`,
      ],
    ]);
  });
});
