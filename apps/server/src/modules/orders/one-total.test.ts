import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderQuoteView, OrderView } from '@lutong/shared';
import { dishes } from '../../db/schema/index.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  giveRewards,
  movableClock,
  signedInAs,
  THURSDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { createIntent, readIntent } from '../../../test/payments-kit.js';

// Issue 19 "One total from checkout to charge" (decision 024): what checkout shows for an order
// (GET /orders/{id} and GET /orders/quote/{id}) is what the placement stores and what the payment
// intent asks, per method, with the buyer's points held by their other open orders.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const pickup = { deliveryMode: 'pickup', name: 'Maria', phone: '0917 123 4567', selectedTime: 12 };
const point = { lat: 14.5601, lng: 121.0301, address: '12 Jupiter St, Makati' };
const delivery = { ...pickup, deliveryMode: 'delivery', ...point };

type OrderReply = { data: { order: OrderView } };

/** A cart of `quantity` portions of a dish at `price` from a new chef with `promo`. */
async function cartWith(
  client: TestClient,
  options: { price: number; quantity: number; promo?: number },
) {
  const db = t.database.db;
  const chef = await createChef(db, {
    address: '1 Ayala Ave, Makati',
    pickup: true,
    promo: options.promo ?? 0,
  });
  const dish = await createDish(db, chef.id, { price: options.price });
  const added = await client.post<OrderReply>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: options.quantity,
    ...THURSDAY,
  });
  expect(added.status).toBe(200);
  return { chef, dish, order: added.body.data.order };
}

async function quoteOf(client: TestClient, orderId: string, how: Record<string, unknown>) {
  const query = new URLSearchParams(
    Object.entries(how).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await client.get<{ data: OrderQuoteView }>(
    `/api/v1/orders/quote/${orderId}?${query}`,
  );
  expect(res.status).toBe(200);
  return res.body.data;
}

/** Both payment intents' amounts, in pesos, as the provider was asked for them. */
async function charged(client: TestClient, orderId: string) {
  const amounts: Record<string, number> = {};
  for (const method of ['gcash', 'visa'] as const) {
    const intent = await createIntent(client, { order: orderId, method });
    expect(intent.status).toBe(200);
    amounts[method] = (await readIntent(t, intent.body.data.id)).attributes.amount / 100;
  }
  return amounts;
}

describe('one total from checkout to charge (issue 19)', () => {
  it("the second open order's checkout shows no points the first holds, and asks what is charged", async () => {
    const db = t.database.db;
    const buyer = await createBuyer(db);
    const client = await signedInAs(t, buyer.id, time.clock());
    await giveRewards(db, buyer.id, 15);
    const a = await cartWith(client, { price: 200, quantity: 2 });
    const b = await cartWith(client, { price: 250, quantity: 2, promo: 0.1 });
    // A is placed first: it holds the 15 points until it is paid
    const placedA = await client.patch<OrderReply>(`/api/v1/orders/${a.order.id}`, pickup);
    expect(placedA.body.data.order).toMatchObject({ rewardsApplied: 15, total: 385 });
    // the chef of B changed the price since the cart was filled: checkout re-prices
    await db.update(dishes).set({ price: 300 }).where(eq(dishes.id, b.dish.id));

    const shown = await client.get<OrderReply>(`/api/v1/orders/${b.order.id}`);
    expect(shown.body.data.order.rewardsApplied).toBe(0);
    const quote = await quoteOf(client, b.order.id, { deliveryMode: 'delivery', ...point });
    expect(quote.foodTotal).toBe(540); // 2 x 270 (300 with 10% off)
    expect(quote.rewardsApplied).toBe(0);
    expect(quote.deliveryFee).toBeGreaterThan(0);
    expect(quote.charges.gcash).toBe(quote.total + 5);
    expect(quote.charges.visa).toBe(quote.total + 15);
    expect(quote.range).toEqual([quote.charges.gcash, quote.charges.visa]);

    const placedB = await client.patch<OrderReply>(`/api/v1/orders/${b.order.id}`, delivery);
    expect(placedB.status).toBe(200);
    expect(placedB.body.data.order).toMatchObject({
      foodTotal: quote.foodTotal,
      deliveryFee: quote.deliveryFee,
      rewardsApplied: 0,
      total: quote.total,
    });
    expect(await charged(client, b.order.id)).toEqual({
      gcash: quote.charges.gcash,
      visa: quote.charges.visa,
    });
    // and A is charged what its checkout showed, its points included
    const quoteA = await quoteOf(client, a.order.id, { deliveryMode: 'pickup' });
    expect(quoteA).toMatchObject({ total: 385, charges: { gcash: 390, visa: 400 } });
    expect(await charged(client, a.order.id)).toEqual({ gcash: 390, visa: 400 });
  });

  it('splits a balance over three open orders: each quote is its placement and its charge', async () => {
    const db = t.database.db;
    const buyer = await createBuyer(db);
    const client = await signedInAs(t, buyer.id, time.clock());
    await giveRewards(db, buyer.id, 500);
    const carts = [
      await cartWith(client, { price: 200, quantity: 2 }), // 400: uses 380 (P20 minimum)
      await cartWith(client, { price: 100, quantity: 1, promo: 0.2 }), // 80: uses the 60 it can
      await cartWith(client, { price: 150, quantity: 1 }), // 150: the 60 left
    ];
    const expected = [
      { rewardsApplied: 380, total: 20 },
      { rewardsApplied: 60, total: 20 },
      { rewardsApplied: 60, total: 90 },
    ];
    for (const [i, cart] of carts.entries()) {
      const quote = await quoteOf(client, cart.order.id, { deliveryMode: 'pickup' });
      expect(quote).toMatchObject(expected[i] ?? {});
      const preview = await client.get<OrderReply>(`/api/v1/orders/${cart.order.id}`);
      expect(preview.body.data.order).toMatchObject(expected[i] ?? {});
      const placed = await client.patch<OrderReply>(`/api/v1/orders/${cart.order.id}`, pickup);
      expect(placed.body.data.order).toMatchObject(expected[i] ?? {});
      expect(await charged(client, cart.order.id)).toEqual({
        gcash: quote.charges.gcash,
        visa: quote.charges.visa,
      });
    }
  });

  it("another buyer's order has no quote (404)", async () => {
    const db = t.database.db;
    const owner = await signedInAs(t, (await createBuyer(db)).id, time.clock());
    const { order } = await cartWith(owner, { price: 200, quantity: 1 });
    const stranger = await signedInAs(t, (await createBuyer(db)).id, time.clock());
    const res = await stranger.get(`/api/v1/orders/quote/${order.id}?deliveryMode=pickup`);
    expect(res.status).toBe(404);
  });
});
