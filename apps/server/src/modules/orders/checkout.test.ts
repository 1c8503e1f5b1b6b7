// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import {
  deliveryFeeShown,
  messages,
  weekdayCodes,
  type CheckoutChefView,
  type OrderView,
  type WeekdayCode,
} from '@lutong/shared';
import { dishes, users } from '../../db/schema/index.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  dishStock,
  expectRefusedUnchanged,
  giveRewards,
  movableClock,
  orderRow,
  signedInAs,
  snapshot,
  THURSDAY,
  WEDNESDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';

type Placed = { status: string; code: string; message: string; data: { order: OrderView } };

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const pickup = { deliveryMode: 'pickup', name: 'Maria', phone: '0917 123 4567', selectedTime: 12 };
const buyerPoint = { lat: 14.5601, lng: 121.0301, address: '12 Jupiter St, Makati' };
const delivery = { ...pickup, deliveryMode: 'delivery', ...buyerPoint };

/** A signed-in buyer with a cart order of `quantity` portions of one dish. */
async function cartOf(
  options: {
    chef?: Parameters<typeof createChef>[1];
    dish?: Parameters<typeof createDish>[2];
    quantity?: number;
    day?: Record<string, unknown>;
  } = {},
) {
  const db = t.database.db;
  const chef = await createChef(db, { address: '1 Ayala Ave, Makati', ...options.chef });
  const dish = await createDish(db, chef.id, options.dish);
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, time.clock());
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: options.quantity ?? 2,
    ...(options.day ?? THURSDAY),
  });
  const order = added.body.data.order;
  const checkout = (body: Record<string, unknown> = pickup) =>
    client.patch<Placed>(`/api/v1/orders/${order.id}`, body);
  return { db, chef, dish, buyer, client, order, checkout };
}

describe('PATCH /orders/{id}: placing an order (product §6 Checkout)', () => {
  it('places a pickup order, re-priced from the records, and reserves its stock', async () => {
    const { db, dish, checkout, buyer } = await cartOf({
      chef: { promo: 0.1 },
      dish: { price: 200, weeklyStock: 10, dayStock: [5, 5, 5, 5, 5, 5, 5] },
    });
    await db.update(dishes).set({ price: 300 }).where(eq(dishes.id, dish.id));
    await giveRewards(db, buyer.id, 100);
    const res = await checkout();
    expect(res.status).toBe(200);
    expect(res.body.data.order).toMatchObject({
      status: 'placed',
      name: 'Maria',
      phone: '9171234567',
      selectedTime: 12,
      deliveryMode: 'pickup',
      deliveryFee: 0,
      foodTotal: 540,
      rewardsApplied: 100,
      total: 440,
    });
    expect(res.body.data.order.dishList[0]?.dish).toMatchObject({ price: 300, promoPrice: 270 });
    expect(await dishStock(db, dish.id)).toMatchObject({
      weeklyQuantity: 2,
      dayStock: [5, 5, 5, 3, 5, 5, 5],
    });
  });

  it("charges the courier's quote x 1.031 for delivery, the same as GET /orders/delivery", async () => {
    const { chef, client, order, checkout } = await cartOf({ dish: { price: 150 } });
    const quote = await createLalamoveCourier(t.config.courier).quote({
      pickup: { lat: chef.lat ?? 0, lng: chef.lng ?? 0, address: chef.address },
      dropoff: buyerPoint,
    });
    const shown = deliveryFeeShown(quote.price);
    const fee = await client.get<{ data: number }>(
      `/api/v1/orders/delivery/${order.id}?lat=${buyerPoint.lat}&lng=${buyerPoint.lng}`,
    );
    expect(fee.body.data).toBe(shown);
    const res = await checkout(delivery);
    expect(res.body.data.order).toMatchObject({
      deliveryMode: 'delivery',
      deliveryFee: shown,
      foodTotal: 300,
      total: 300 + shown,
      address: buyerPoint.address,
      lat: buyerPoint.lat,
    });
  });

  it('answers 502 with its own message when the courier fails, and changes nothing', async () => {
    const { db, dish, client, order, checkout, buyer } = await cartOf({ dish: { weeklyStock: 9 } });
    const before = await snapshot(db, buyer.id, [dish.id]);
    await client.post('/_sim/lalamove/faults', { mode: 'error' });
    try {
      const res = await checkout(delivery);
      expect(res).toMatchObject({ status: 502, body: { message: messages.deliveryFeeFailed } });
      const fee = await client.get(`/api/v1/orders/delivery/${order.id}?lat=14.56&lng=121.03`);
      expect(fee.status).toBe(502);
    } finally {
      await client.post('/_sim/lalamove/faults', { mode: 'ok' });
    }
    expect(await snapshot(db, buyer.id, [dish.id])).toEqual(before);
  });

  type Refusal = {
    name: string;
    status: number;
    message: string;
    body: Record<string, unknown>;
    chef?: Parameters<typeof createChef>[1];
    day?: Record<string, unknown>;
    at?: string;
  };
  const onlyTen = [true, null, null, null, null, null];
  const everyDay = (slots: (boolean | null)[]) =>
    Object.fromEntries(weekdayCodes.map((d) => [d, slots])) as Record<WeekdayCode, typeof slots>;
  const refusals: Refusal[] = [
    {
      name: 'no name',
      status: 400,
      message: messages.nameRequired,
      body: { ...pickup, name: ' ' },
    },
    {
      name: 'no phone',
      status: 400,
      message: messages.phoneRequired,
      body: { ...pickup, phone: '' },
    },
    {
      name: 'a 9-digit phone (issue 22: it needs 10 digits after +63)',
      status: 400,
      message: messages.phoneIncomplete,
      body: { ...pickup, phone: '917123456' },
    },
    {
      name: 'no time slot',
      status: 400,
      message: messages.timeSlotRequired,
      body: { ...pickup, selectedTime: null },
    },
    {
      name: "a slot outside the chef's grid for that day",
      status: 400,
      message: messages.timeSlotRequired,
      body: { ...pickup, selectedTime: 14 },
      chef: { deliveryTimes: everyDay(onlyTen) },
    },
    {
      name: 'a today slot not later than the hour plus hourPrep (11:30, slot 12)',
      status: 400,
      message: messages.timeSlotRequired,
      body: pickup,
      chef: { today: true },
      day: { ...WEDNESDAY, today: true },
      at: '2026-01-07T11:30:00+08:00',
    },
    {
      name: 'delivery without an address',
      status: 400,
      message: messages.addressRequired,
      body: { ...delivery, address: '' },
    },
    {
      name: 'delivery without coordinates',
      status: 400,
      message: messages.addressRequired,
      body: { ...delivery, lat: null },
    },
    {
      name: 'pickup from a chef who only delivers',
      status: 400,
      message: messages.pickupUnavailable,
      body: pickup,
      chef: { pickup: false },
    },
    {
      name: 'delivery of cakes without the disclaimer',
      status: 400,
      message: messages.cakeDisclaimerRequired,
      body: delivery,
      chef: { cuisine: ['Cakes'] },
    },
    {
      name: 'a today order after the cut-off',
      status: 409,
      message: messages.todayOrderUnavailable,
      body: { ...pickup, selectedTime: 20 },
      chef: { today: true },
      day: { ...WEDNESDAY, today: true },
      at: '2026-01-07T19:00:00+08:00',
    },
    {
      name: 'tomorrow from 8pm',
      status: 409,
      message: messages.dayClosed,
      body: pickup,
      at: '2026-01-07T20:00:00+08:00',
    },
  ];

  it.each(refusals)('refuses $name and writes nothing', async (r) => {
    const { db, dish, buyer, checkout } = await cartOf({
      dish: { now: true, weeklyStock: 9 },
      ...(r.chef ? { chef: r.chef } : {}),
      ...(r.day ? { day: r.day } : {}),
    });
    if (r.at) time.set(r.at);
    const scope = { buyerId: buyer.id, dishIds: [dish.id] };
    await expectRefusedUnchanged(db, scope, () => checkout(r.body), r);
  });

  it('refuses an order from a chef who closed after it went into the cart', async () => {
    const { db, chef, dish, buyer, checkout } = await cartOf();
    await db.update(users).set({ finishedUpdating: false }).where(eq(users.id, chef.id));
    const scope = { buyerId: buyer.id, dishIds: [dish.id] };
    await expectRefusedUnchanged(db, scope, () => checkout(), {
      status: 409,
      message: messages.orderCreateFailed,
    });
  });

  it('takes the cakes disclaimer when ticked', async () => {
    const { checkout } = await cartOf({ chef: { cuisine: ['Cakes'] } });
    expect((await checkout({ ...delivery, disclaimer: true })).status).toBe(200);
  });

  it("refuses a sold-out order with 409 and leaves it in the cart, the winner's stock untouched", async () => {
    const first = await cartOf({ dish: { weeklyStock: 3 } });
    const db = first.db;
    const second = await signedInAs(t, (await createBuyer(db)).id, time.clock());
    const theirs = await second.post<{ data: { order: OrderView } }>('/api/v1/orders', {
      chefId: first.chef.id,
      dishId: first.dish.id,
      quantity: 2,
      ...THURSDAY,
    });
    expect((await first.checkout()).status).toBe(200);
    const lost = await second.patch<Placed>(`/api/v1/orders/${theirs.body.data.order.id}`, pickup);
    expect(lost).toMatchObject({
      status: 409,
      body: { code: 'SOLD_OUT', message: messages.noStockLeft },
    });
    expect((await orderRow(db, theirs.body.data.order.id)).status).toBe('cart');
    expect((await dishStock(db, first.dish.id)).weeklyQuantity).toBe(2);
  });

  it('reserves a today order from the today count', async () => {
    const { db, dish, checkout } = await cartOf({
      chef: { today: true },
      dish: { now: true, todayStock: 3 },
      day: { ...WEDNESDAY, today: true },
    });
    expect((await checkout({ ...pickup, selectedTime: 14 })).status).toBe(200);
    expect(await dishStock(db, dish.id)).toMatchObject({ todayStock: 1, weeklyQuantity: 2 });
  });

  it('updates the details of a placed unpaid order without reserving twice', async () => {
    const { db, dish, checkout } = await cartOf({ dish: { weeklyStock: 10 } });
    await checkout();
    const again = await checkout({ ...pickup, name: 'Maria S.', selectedTime: 16 });
    expect(again.body.data.order).toMatchObject({
      status: 'placed',
      name: 'Maria S.',
      selectedTime: 16,
    });
    expect((await dishStock(db, dish.id)).weeklyQuantity).toBe(2);
  });
});

describe('re-editing a placed order', () => {
  it('sends it back to the cart, gives the stock back, and reserves again at checkout', async () => {
    const { db, dish, client, order, checkout } = await cartOf({
      dish: { weeklyStock: 10, dayStock: [5, 5, 5, 5, 5, 5, 5] },
    });
    await checkout();
    const res = await client.patch<{ data: { data: OrderView } }>(
      `/api/v1/orders/quantity/${order.id}`,
      { dishId: dish.id, quantity: 3 },
    );
    expect(res.body.data.data).toMatchObject({ status: 'cart' });
    expect(await dishStock(db, dish.id)).toMatchObject({
      weeklyQuantity: 0,
      dayStock: [5, 5, 5, 5, 5, 5, 5],
    });
    expect((await checkout()).body.data.order.status).toBe('placed');
    expect(await dishStock(db, dish.id)).toMatchObject({
      weeklyQuantity: 3,
      dayStock: [5, 5, 5, 2, 5, 5, 5],
    });
  });
});

describe('awaiting confirmation', () => {
  it('lists placed orders and cancels one, giving its stock back exactly once', async () => {
    const { db, dish, client, order, checkout } = await cartOf({
      dish: { weeklyStock: 10, dayStock: [5, 5, 5, 5, 5, 5, 5] },
    });
    await checkout();
    const list = await client.get<{ data: OrderView[] }>('/api/v1/orders/awaitingConfirmation');
    expect(list.body.data.map((o) => o.id)).toEqual([order.id]);
    const cancel = () =>
      client.request<Placed>('DELETE', '/api/v1/orders/awaitingConfirmation', {
        body: { order: order.id },
      });
    const [a, b] = await Promise.all([cancel(), cancel()]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect((await orderRow(db, order.id)).status).toBe('cancelled');
    expect(await dishStock(db, dish.id)).toMatchObject({
      weeklyQuantity: 0,
      dayStock: [5, 5, 5, 5, 5, 5, 5],
    });
    const after = await client.get<{ data: OrderView[] }>('/api/v1/orders/awaitingConfirmation');
    expect(after.body.data).toEqual([]);
  });

  it('refuses to cancel a cart order', async () => {
    const { client, order } = await cartOf();
    const res = await client.request<Placed>('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: order.id },
    });
    expect(res).toMatchObject({ status: 409, body: { message: messages.orderNotEditable } });
  });
});

describe('POST /orders/confirmStock (before payment)', () => {
  it('confirms a placed order while its day is open', async () => {
    const { client, order, checkout } = await cartOf();
    const notYet = await client.post<Placed>('/api/v1/orders/confirmStock', { order: order.id });
    expect(notYet).toMatchObject({ status: 409, body: { message: messages.orderNotEditable } });
    await checkout();
    const ok = await client.post<Placed>('/api/v1/orders/confirmStock', { order: order.id });
    expect(ok).toMatchObject({ status: 200, body: { data: { order: { status: 'placed' } } } });
    time.set('2026-01-07T20:00:00+08:00');
    const late = await client.post<Placed>('/api/v1/orders/confirmStock', { order: order.id });
    expect(late).toMatchObject({ status: 409, body: { message: messages.dayClosed } });
  });

  it('refuses a today order once same-day orders have ended', async () => {
    const { client, order, checkout } = await cartOf({
      chef: { today: true },
      dish: { now: true },
      day: { ...WEDNESDAY, today: true },
    });
    await checkout({ ...pickup, selectedTime: 20 });
    time.set('2026-01-07T19:00:00+08:00');
    const res = await client.post<Placed>('/api/v1/orders/confirmStock', { order: order.id });
    expect(res).toMatchObject({ status: 409, body: { message: messages.todayOrderUnavailable } });
  });
});

describe('GET /orders/{id}', () => {
  it("shows the order with the buyer's rewards and the chef's checkout details", async () => {
    const { db, client, order, buyer, chef } = await cartOf({
      chef: { note: 'Bring your own container', cuisine: ['Cakes'], phone: '9999999999' },
    });
    await giveRewards(db, buyer.id, 50);
    const res = await client.get<{ data: { order: OrderView; chef: CheckoutChefView } }>(
      `/api/v1/orders/${order.id}`,
    );
    expect(res.body.data.order).toMatchObject({ foodTotal: 400, rewardsApplied: 50, total: 350 });
    expect(res.body.data.chef).toEqual({
      _id: chef.id,
      name: chef.name,
      note: 'Bring your own container',
      cuisine: ['Cakes'],
      miniAddress: '',
      pickup: true,
      hourPrep: 1,
      slots: [true, true, true, true, true, true],
    });
  });
});
