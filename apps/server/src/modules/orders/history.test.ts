// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  messages,
  orderNumberText,
  receiptLines,
  type HistoryPageView,
  type OrderView,
  type ReceiptView,
  type ReorderView,
} from '@lutong/shared';
import type { Db } from '../../db/client.js';
import { orderLines, orders } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { createTestApp, type TestApp, type TestClient } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import { createBuyer, movableClock, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { placeOrder } from '../../../test/payments-kit.js';
import { messagesTo, pay } from '../../../test/seller-kit.js';

// Issue 19 "Buyers: order history and receipts" (decision 024): GET /orders/history pages the
// buyer's own orders, GET /orders/receipt/{id} states the paid e-mail's facts, and POST
// /orders/reorder/{id} fills the cart for the chef's next open day through the cart's checks.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

type Chef = Awaited<ReturnType<typeof createChef>>;
type Dish = Awaited<ReturnType<typeof createDish>>;

/** An order of the buyer written as it stands after its life (a past order), with its lines. */
async function pastOrder(
  db: Db,
  input: {
    buyerId: string;
    chef: Chef;
    createdFor: string;
    status?: (typeof orders.$inferInsert)['status'];
    lines?: { dish: Dish; quantity: number }[];
  },
) {
  const id = newId();
  const lines = input.lines ?? [];
  const food = lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0);
  await db.insert(orders).values({
    id,
    buyerId: input.buyerId,
    chefId: input.chef.id,
    status: input.status ?? 'completed',
    deliveryDate: 'Mon',
    createdFor: input.createdFor,
    selectedTime: 14,
    foodTotal: food,
    total: food,
    payed: true,
    paymentMethod: 'gcash',
    serviceFee: 5,
  });
  for (const line of lines) {
    await db.insert(orderLines).values({
      id: newId(),
      orderId: id,
      dishId: line.dish.id,
      name: line.dish.name,
      unitPrice: line.dish.price,
      promoPrice: line.dish.price,
      quantity: line.quantity,
    });
  }
  return id;
}

const historyPage = (client: TestClient, page: number) =>
  client.get<{ status: string; data: HistoryPageView }>(`/api/v1/orders/history?page=${page}`);

describe('GET /orders/history', () => {
  it("pages the buyer's own orders, current ones first, and never another buyer's", async () => {
    const db = t.database.db;
    const chef = await createChef(db, { address: '1 Ayala Ave, Makati', pickup: true });
    const buyer = await createBuyer(db);
    const other = await createBuyer(db);
    const own: string[] = [];
    for (let day = 10; day < 21; day += 1) {
      own.push(await pastOrder(db, { buyerId: buyer.id, chef, createdFor: `2025-12-${day}` }));
    }
    const current = await pastOrder(db, {
      buyerId: buyer.id,
      chef,
      createdFor: '2026-01-08',
      status: 'placed',
    });
    await pastOrder(db, { buyerId: buyer.id, chef, createdFor: '2026-01-09', status: 'cart' });
    const theirs = [
      await pastOrder(db, { buyerId: other.id, chef, createdFor: '2025-12-15' }),
      await pastOrder(db, { buyerId: other.id, chef, createdFor: '2026-01-08', status: 'placed' }),
    ];

    const client = await signedInAs(t, buyer.id, time.clock());
    const first = await historyPage(client, 1);
    expect(first.status).toBe(200);
    expect(first.body.status).toBe('success');
    expect(first.body.data).toMatchObject({ page: 1, pageSize: 10, total: 12, pages: 2 });
    expect(first.body.data.orders).toHaveLength(10);
    expect(first.body.data.orders[0]).toMatchObject({ id: current, current: true });
    // past orders newest first, each with its window and what was paid
    expect(first.body.data.orders[1]).toMatchObject({
      id: own[10],
      current: false,
      when: 'Sat, Dec 20, 2pm - 4pm',
      totalPaid: 5,
      refund: null,
      rated: false,
    });
    const second = await historyPage(client, 2);
    expect(second.body.data.orders.map((o) => o.id)).toEqual([own[1], own[0]]);
    const seen = [...first.body.data.orders, ...second.body.data.orders].map((o) => o.id);
    expect(new Set(seen)).toEqual(new Set([...own, current]));
    for (const id of theirs) expect(seen).not.toContain(id);

    const theirClient = await signedInAs(t, other.id, time.clock());
    const theirPage = await historyPage(theirClient, 1);
    expect(theirPage.body.data.orders.map((o) => o.id).sort()).toEqual([...theirs].sort());
    expect((await historyPage(t.client(), 1)).status).toBe(401);
  });
});

describe('receipts', () => {
  it('the paid e-mail and GET /orders/receipt/{id} state the same facts', async () => {
    const { client, order, buyer, chef } = await placeOrder(t, time.clock(), {
      price: 200,
      quantity: 2,
      rewards: 30,
    });
    const early = await client.get(`/api/v1/orders/receipt/${order.id}`);
    expect(early.status).toBe(404); // no receipt before payment
    await pay(t, client, order.id); // by card

    const res = await client.get<{ data: ReceiptView }>(`/api/v1/orders/receipt/${order.id}`);
    expect(res.status).toBe(200);
    const receipt = res.body.data;
    expect(receipt).toMatchObject({
      orderId: order.id,
      number: orderNumberText(order),
      chefName: chef.name,
      when: 'Thu, Jan 8, 12pm - 2pm',
      deliveryMode: 'pickup',
      lines: [{ name: 'Chicken adobo', quantity: 2, unitPrice: 200, amount: 400 }],
      foodTotal: 400,
      deliveryFee: 0,
      rewardsApplied: 30,
      serviceFee: 15,
      totalCharged: 385,
      method: 'Visa card',
    });
    const mail = (await messagesTo(t, [buyer.email])).find(
      (m) => m.subject === 'Your payment was received',
    );
    expect(mail?.body).toContain(receiptLines(receipt).join('\n'));
    expect(mail?.body).toContain('Total charged: P385');
    expect(mail?.body).not.toMatch(/\b12:00\b/);

    const listed = await historyPage(client, 1);
    expect(listed.body.data.orders[0]).toMatchObject({ id: order.id, totalPaid: 385 });

    const stranger = await signedInAs(t, (await createBuyer(t.database.db)).id, time.clock());
    expect((await stranger.get(`/api/v1/orders/receipt/${order.id}`)).status).toBe(404);
  });
});

describe('POST /orders/reorder/{id}', () => {
  it("fills the cart for the chef's next open day and says what could not be added", async () => {
    const db = t.database.db;
    const chef = await createChef(db, { address: '1 Ayala Ave, Makati', pickup: true });
    const adobo = await createDish(db, chef.id, { name: 'Chicken adobo', price: 200 });
    const sinigang = await createDish(db, chef.id, {
      name: 'Sinigang',
      price: 250,
      dayStock: [0, 0, 0, 0, 0, 0, 0],
    });
    const buyer = await createBuyer(db);
    const past = await pastOrder(db, {
      buyerId: buyer.id,
      chef,
      createdFor: '2025-12-15',
      lines: [
        { dish: adobo, quantity: 2 },
        { dish: sinigang, quantity: 1 },
      ],
    });
    const client = await signedInAs(t, buyer.id, time.clock());
    const res = await client.post<{ data: ReorderView }>(`/api/v1/orders/reorder/${past}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      day: 'MENU FOR: Thu, Jan 8',
      added: [{ name: 'Chicken adobo', quantity: 2 }],
      skipped: [{ name: 'Sinigang', reason: messages.dishOutOfStock }],
    });
    const carts = await client.get<{ data: { orders: OrderView[] } }>('/api/v1/orders/me');
    const cart = carts.body.data.orders.find((o) => o.id === res.body.data.orderId);
    expect(cart).toMatchObject({ createdFor: '2026-01-08', status: 'cart' });
    expect(cart?.dishList.map((l) => [l.dish.name, l.quantity])).toEqual([['Chicken adobo', 2]]);

    const stranger = await signedInAs(t, (await createBuyer(db)).id, time.clock());
    expect((await stranger.post(`/api/v1/orders/reorder/${past}`)).status).toBe(404);
  });
});
