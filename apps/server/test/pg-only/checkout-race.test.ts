import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages, type OrderView } from '@lutong/shared';
import { orderLines, orders } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer, dishStock, movableClock, signedInAs, THURSDAY } from '../orders-kit.js';

// Decision 007: concurrent buyers for the last portions cannot all win, and nothing goes negative.
// Real PostgreSQL only: PGlite runs one statement at a time, so it cannot race.
const BUYERS = 100;
const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  if (t.database.driver !== 'pg') throw new Error('this file runs on PostgreSQL only');
});
afterAll(async () => t.close());

describe('checkout races on real PostgreSQL', () => {
  it(`lets exactly 5 of ${BUYERS} parallel buyers place the last 5 portions`, async () => {
    const db = t.database.db;
    const chef = await createChef(db);
    const dish = await createDish(db, chef.id, {
      weeklyStock: 20,
      weeklyQuantity: 15,
      dayStock: [9, 9, 9, 7, 9, 9, 9],
    });
    const carts = await Promise.all(
      Array.from({ length: BUYERS }, async () => {
        const buyer = await createBuyer(db);
        const client = await signedInAs(t, buyer.id, time.clock());
        const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
          chefId: chef.id,
          dishId: dish.id,
          quantity: 1,
          ...THURSDAY,
        });
        expect(added.status).toBe(200);
        return { client, orderId: added.body.data.order.id };
      }),
    );

    const results = await Promise.all(
      carts.map(({ client, orderId }) =>
        client.patch<{ message: string }>(`/api/v1/orders/${orderId}`, {
          deliveryMode: 'pickup',
          name: 'Buyer',
          phone: '9171234567',
          selectedTime: 12,
        }),
      ),
    );

    const won = results.filter((r) => r.status === 200);
    const lost = results.filter((r) => r.status === 409);
    expect(won).toHaveLength(5);
    expect(lost).toHaveLength(BUYERS - 5);
    for (const r of lost) expect(r.body.message).toBe(messages.noStockLeft);
    const placed = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.chefId, chef.id), eq(orders.status, 'placed')));
    expect(placed).toHaveLength(5);
    const stock = await dishStock(db, dish.id);
    expect(stock.weeklyQuantity).toBe(stock.weeklyStock);
    expect(stock.dayStock).toEqual([9, 9, 9, 2, 9, 9, 9]);
    expect(Math.min(...(stock.dayStock ?? []))).toBeGreaterThanOrEqual(0);
  });

  // The checkout locks the order, then reads its lines in a statement of its own: a line added
  // while it waited for the lock is reserved with the others, never placed without its stock.
  it('reserves every line a placed order has, however the adds to its cart interleave', async () => {
    const db = t.database.db;
    const chef = await createChef(db);
    const first = await createDish(db, chef.id, { weeklyStock: null, dayStock: null });
    const added = await createDish(db, chef.id, { weeklyStock: null, dayStock: null });
    const buyer = await createBuyer(db);
    const client = await signedInAs(t, buyer.id, time.clock());
    const add = (dishId: string) =>
      client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
        chefId: chef.id,
        dishId,
        quantity: 1,
        ...THURSDAY,
      });
    for (let round = 0; round < 5; round += 1) {
      const cart = await add(first.id);
      expect(cart.status).toBe(200);
      const orderId = cart.body.data.order.id;
      const [placed] = await Promise.all([
        client.patch<{ data: OrderView }>(`/api/v1/orders/${orderId}`, {
          deliveryMode: 'pickup',
          name: 'Buyer',
          phone: '9171234567',
          selectedTime: 12,
        }),
        ...Array.from({ length: 8 }, () => add(added.id)),
      ]);
      expect(placed.status).toBe(200);
    }
    // every portion in a placed order is reserved, and none other: the rest are in the new cart
    const placedLines = await db
      .select({ dishId: orderLines.dishId, quantity: orderLines.quantity })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .where(and(eq(orders.buyerId, buyer.id), eq(orders.status, 'placed')));
    const portions = (dishId: string) =>
      placedLines.filter((l) => l.dishId === dishId).reduce((n, l) => n + l.quantity, 0);
    expect(portions(first.id)).toBe(5);
    expect((await dishStock(db, first.id)).weeklyQuantity).toBe(5);
    expect((await dishStock(db, added.id)).weeklyQuantity).toBe(portions(added.id));
  });
});
