import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OrderView } from '@lutong/shared';
import { dishes, users } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  expectRefusedUnchanged,
  movableClock,
  orderRow,
  signedInAs,
  snapshot,
  THURSDAY,
  WEDNESDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';

type Added = { status: string; data: { order: OrderView; weeklyQuantity: number } };
type Failure = { status: string; code: string; message: string };

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

/** A chef with one dish and a signed-in buyer whose `add` puts that dish in the cart. */
async function shop(
  chefFields: Parameters<typeof createChef>[1] = {},
  dishFields: Parameters<typeof createDish>[2] = {},
) {
  const db = t.database.db;
  const chef = await createChef(db, chefFields);
  const dish = await createDish(db, chef.id, dishFields);
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, time.clock());
  const add = (body: Record<string, unknown> = {}) =>
    client.post<Added & Failure>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 1,
      ...THURSDAY,
      actualDate: 'MENU FOR: Thu, Jan 8',
      ...body,
    });
  return { db, chef, dish, buyer, client, add };
}

describe('signed-out visitors', () => {
  it('get 401 from every /orders call', async () => {
    const id = '0190aaaa-0000-7000-8000-000000000000';
    const anon = t.client();
    const calls = [
      anon.post('/api/v1/orders', {}),
      anon.post('/api/v1/orders/getDishList', { chef: id, day: 'today' }),
      anon.get(`/api/v1/orders/userchef?chef=${id}`),
      anon.patch(`/api/v1/orders/quantity/${id}`, { dishId: id, quantity: 1 }),
      anon.get('/api/v1/orders/me'),
      anon.get('/api/v1/orders/awaitingConfirmation'),
      anon.request('DELETE', '/api/v1/orders/awaitingConfirmation', { body: { order: id } }),
      anon.get(`/api/v1/orders/${id}`),
      anon.request('DELETE', `/api/v1/orders/${id}`),
      anon.get(`/api/v1/orders/delivery/${id}`),
      anon.patch(`/api/v1/orders/${id}`, { deliveryMode: 'pickup' }),
      anon.post('/api/v1/orders/confirmStock', { order: id }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(401);
  });
});

describe('POST /orders (product §6 Cart add)', () => {
  it('creates the cart order priced from the records, never from the browser', async () => {
    const { add, chef, dish } = await shop({ promo: 0.15 }, { price: 200, weeklyStock: 20 });
    const res = await add({ quantity: 2, weeklyStock: 999, weeklyQuantity: -5, price: 1 });
    expect(res.status).toBe(200);
    const { order, weeklyQuantity } = res.body.data;
    expect(weeklyQuantity).toBe(0);
    expect(order).toMatchObject({
      status: 'cart',
      chef: chef.id,
      chefName: chef.name,
      deliveryDate: 'Thu',
      createdFor: '2026-01-08',
      today: false,
      name: 'Maria Santos',
      phone: '9171234567',
      foodTotal: 340,
      total: 340,
    });
    expect(order.dishList).toEqual([
      {
        dish: expect.objectContaining({ _id: dish.id, price: 200, promoPrice: 170 }),
        quantity: 2,
        note: '',
        spiceLevel: null,
      },
    ]);
  });

  it('extends one cart order per buyer, chef and day, adding to the dish line', async () => {
    const { add, db, chef, client } = await shop({ today: true }, { now: true });
    const second = await createDish(db, chef.id, { name: 'Sinigang', price: 250 });
    const first = (await add({ quantity: 2 })).body.data.order;
    await add({ quantity: 1 });
    const res = await add({ dishId: second.id, quantity: 1 });
    expect(res.body.data.order.id).toBe(first.id);
    expect(res.body.data.order.dishList.map((l) => l.quantity)).toEqual([3, 1]);
    const friday = await add({ deliveryDate: 'Fri', createdFor: '2026-01-09' });
    const today = await add({ ...WEDNESDAY, today: true });
    const ids = new Set([first.id, friday.body.data.order.id, today.body.data.order.id]);
    expect(ids.size).toBe(3);
    const mine = await client.get<{ data: { orders: OrderView[] } }>(
      `/api/v1/orders/userchef?chef=${chef.id}`,
    );
    expect(mine.body.data.orders.map((o) => o.id).sort()).toEqual([...ids].sort());
  });

  it('keeps the spice level and the assortment note the dish needs', async () => {
    const { add } = await shop({}, { tags: ['spice'], note: 'Pick 2 flavours' });
    const res = await add({ spiceRating: 3, chefNote: 'ube and mango' });
    expect(res.body.data.order.dishList[0]).toMatchObject({ spiceLevel: 3, note: 'ube and mango' });
  });

  it('refuses a dish of another chef with 404', async () => {
    const { add, db } = await shop();
    const other = await createChef(db);
    const foreign = await createDish(db, other.id);
    expect((await add({ dishId: foreign.id })).status).toBe(404);
  });

  type Refusal = {
    name: string;
    status: number;
    message: string;
    chef?: Parameters<typeof createChef>[1];
    dish?: Parameters<typeof createDish>[2];
    body?: Record<string, unknown>;
    at?: string;
    before?: Record<string, unknown>;
  };
  const offThursday = [true, true, true, false, true, true, true];
  const refusals: Refusal[] = [
    { name: 'no quantity', status: 400, message: messages.quantityRequired, body: { quantity: 0 } },
    {
      name: 'more than 5 of a dish',
      status: 400,
      message: messages.cartCap('Chicken adobo'),
      body: { quantity: 6 },
    },
    {
      name: 'more than 5 of a dish across adds',
      status: 400,
      message: messages.cartCap('Chicken adobo'),
      before: { quantity: 3 },
      body: { quantity: 3 },
    },
    {
      name: 'stock switched off that day',
      status: 409,
      message: messages.dishOutOfStock,
      dish: { stockQuantity: offThursday },
    },
    {
      name: 'a day count of 0',
      status: 409,
      message: messages.dishOutOfStock,
      dish: { dayStock: [5, 5, 5, 0, 5, 5, 5] },
    },
    {
      name: 'a dish not on that weekday',
      status: 409,
      message: messages.dishOutOfStock,
      dish: { deliveryDates: ['Mon', 'Tue', 'Wed', '', 'Fri', 'Sat', 'Sun'] },
    },
    {
      name: 'the weekly stock exhausted',
      status: 409,
      message: messages.noStockLeft,
      dish: { weeklyStock: 10, weeklyQuantity: 10 },
    },
    {
      name: 'more than the week has left',
      status: 409,
      message: messages.noStockLeft,
      dish: { weeklyStock: 10, weeklyQuantity: 8 },
      body: { quantity: 3 },
    },
    {
      name: 'a spice dish without a level',
      status: 400,
      message: messages.spiceRequired,
      dish: { tags: ['spice'] },
    },
    {
      name: 'a standard-spice dish at level 3',
      status: 400,
      message: messages.spiceRequired,
      dish: { tags: ['spice'], standardSpice: true },
      body: { spiceRating: 3 },
    },
    {
      name: 'an assortment dish without a note',
      status: 400,
      message: messages.assortmentRequired,
      dish: { note: 'Pick 3 flavours' },
      body: { chefNote: '   ' },
    },
    {
      name: 'a today order after the cut-off (last slot 20 minus hourPrep 1)',
      status: 409,
      message: messages.todayOrderUnavailable,
      chef: { today: true },
      dish: { now: true },
      body: { ...WEDNESDAY, today: true },
      at: '2026-01-07T19:00:00+08:00',
    },
    {
      name: "a today order while the chef's today toggle is off",
      status: 409,
      message: messages.todayOrderUnavailable,
      chef: { today: false },
      dish: { now: true },
      body: { ...WEDNESDAY, today: true },
    },
    {
      name: 'tomorrow from 8pm',
      status: 409,
      message: messages.dayClosed,
      at: '2026-01-07T20:00:00+08:00',
    },
    {
      name: 'tomorrow when the chef needs 2 days',
      status: 409,
      message: messages.dayClosed,
      chef: { dayPrep: 2 },
    },
    {
      name: 'a weekday code that does not match the date',
      status: 409,
      message: messages.dayClosed,
      body: { deliveryDate: 'Fri' },
    },
    {
      name: 'a chef who is not open (not finished updating)',
      status: 409,
      message: messages.orderCreateFailed,
      chef: { finishedUpdating: false },
    },
  ];

  it.each(refusals)('refuses $name and writes nothing', async (r) => {
    const { add, db, buyer, dish } = await shop(r.chef, r.dish);
    if (r.before) expect((await add(r.before)).status).toBe(200);
    if (r.at) time.set(r.at);
    await expectRefusedUnchanged(
      db,
      { buyerId: buyer.id, dishIds: [dish.id] },
      () => add(r.body),
      r,
    );
  });

  it('takes a today order before the cut-off', async () => {
    time.set('2026-01-07T18:59:00+08:00');
    const { add } = await shop({ today: true }, { now: true, todayStock: 3 });
    const res = await add({ ...WEDNESDAY, today: true, quantity: 3 });
    expect(res.status).toBe(200);
    expect(res.body.data.order.today).toBe(true);
  });
});

describe('PATCH /orders/quantity/{id}', () => {
  type Patched = { status: string; data: { data: OrderView } } & Failure;

  it('sets a line, refuses more than 5 or than the stock, and removes a line at 0', async () => {
    const { add, db, chef, client, buyer, dish } = await shop({}, { weeklyStock: 4 });
    const other = await createDish(db, chef.id, { name: 'Leche flan' });
    const order = (await add()).body.data.order;
    await add({ dishId: other.id });
    const url = `/api/v1/orders/quantity/${order.id}`;
    const set = await client.patch<Patched>(url, { dishId: dish.id, quantity: 4 });
    expect(set.body.data.data.dishList.map((l) => l.quantity)).toEqual([4, 1]);

    const before = await snapshot(db, buyer.id, [dish.id]);
    const capped = await client.patch<Patched>(url, { dishId: other.id, quantity: 6 });
    expect(capped).toMatchObject({
      status: 400,
      body: { message: messages.cartCap('Leche flan') },
    });
    const short = await client.patch<Patched>(url, { dishId: dish.id, quantity: 5 });
    expect(short).toMatchObject({ status: 409, body: { message: messages.noStockLeft } });
    expect(await snapshot(db, buyer.id, [dish.id])).toEqual(before);

    const removed = await client.patch<Patched>(url, { dishId: other.id, quantity: 0 });
    expect(removed.body.data.data.dishList.map((l) => l.dish.id)).toEqual([dish.id]);
  });

  it("answers status 'deleted' when the last line goes", async () => {
    const { add, db, client, dish } = await shop();
    const order = (await add()).body.data.order;
    const res = await client.patch(`/api/v1/orders/quantity/${order.id}`, {
      dishId: dish.id,
      quantity: 0,
    });
    expect(res).toMatchObject({ status: 200, body: { status: 'deleted' } });
    expect((await orderRow(db, order.id)).status).toBe('deleted');
  });
});

describe('the cart lists', () => {
  it('finds the cart order of a chef for a day or for today', async () => {
    const { add, client, chef } = await shop({ today: true }, { now: true });
    const thursday = (await add()).body.data.order;
    const today = (await add({ ...WEDNESDAY, today: true })).body.data.order;
    const find = async (day: string) =>
      (
        await client.post<{ data: { order: OrderView | null } }>('/api/v1/orders/getDishList', {
          chef: chef.id,
          day,
        })
      ).body.data.order?.id ?? null;
    expect(await find('2026-01-08')).toBe(thursday.id);
    expect(await find('today')).toBe(today.id);
    expect(await find('2026-01-09')).toBeNull();
  });

  it('deletes a cart order, which then leaves /orders/me', async () => {
    const { add, client, db } = await shop();
    const order = (await add()).body.data.order;
    const me = async () =>
      (await client.get<{ data: { orders: OrderView[] } }>('/api/v1/orders/me')).body.data.orders;
    expect((await me()).map((o) => o.id)).toEqual([order.id]);
    const res = await client.request<{ data: { order: OrderView } }>(
      'DELETE',
      `/api/v1/orders/${order.id}`,
    );
    expect(res.body.data.order.status).toBe('deleted');
    expect(await me()).toEqual([]);
    expect((await orderRow(db, order.id)).status).toBe('deleted');
    const again = await client.request<Failure>('DELETE', `/api/v1/orders/${order.id}`);
    expect(again).toMatchObject({ status: 409, body: { message: messages.orderNotEditable } });
  });
});

describe("another buyer's order", () => {
  it('is a 404 on every call naming it, and stays unchanged', async () => {
    const { add, db, buyer, dish } = await shop();
    const order = (await add()).body.data.order;
    const stranger = await createBuyer(db);
    const other = await signedInAs(t, stranger.id, time.clock());
    const before = await snapshot(db, buyer.id, [dish.id]);
    const calls = [
      other.get(`/api/v1/orders/${order.id}`),
      other.patch(`/api/v1/orders/${order.id}`, {
        deliveryMode: 'pickup',
        name: 'x',
        phone: '9170000000',
        selectedTime: 12,
      }),
      other.request('DELETE', `/api/v1/orders/${order.id}`),
      other.patch(`/api/v1/orders/quantity/${order.id}`, { dishId: dish.id, quantity: 2 }),
      other.get(`/api/v1/orders/delivery/${order.id}?lat=14.56&lng=121.03`),
      other.post('/api/v1/orders/confirmStock', { order: order.id }),
      other.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
        body: { order: order.id },
      }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
    expect(await snapshot(db, buyer.id, [dish.id])).toEqual(before);
  });

  it('never shows in the lists of someone else', async () => {
    const { add, db, chef } = await shop();
    await add();
    const stranger = await signedInAs(t, (await createBuyer(db)).id, time.clock());
    const mine = await stranger.get<{ data: { orders: OrderView[] } }>(
      `/api/v1/orders/userchef?chef=${chef.id}`,
    );
    expect(mine.body.data.orders).toEqual([]);
  });
});

describe('the chef record', () => {
  it('is read at add time: a deleted dish cannot be added', async () => {
    const { add, db, dish } = await shop();
    await db.update(dishes).set({ deletedAt: new Date() }).where(eq(dishes.id, dish.id));
    expect((await add()).status).toBe(404);
  });

  it('refuses an unknown chef with 404', async () => {
    const { add, db, buyer } = await shop();
    const [someone] = await db.select().from(users).where(eq(users.id, buyer.id));
    expect((await add({ chefId: someone?.id })).status).toBe(404);
  });
});
