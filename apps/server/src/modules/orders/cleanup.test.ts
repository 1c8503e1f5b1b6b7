// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OrderView, type RemovedOrderView } from '@lutong/shared';
import { dishes } from '../../db/schema/index.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  dishStock,
  movableClock,
  orderRow,
  signedInAs,
  THURSDAY,
  WEDNESDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { CLEANUP_JOB } from './cleanup.js';

type Me = { data: { orders: OrderView[]; removed: RemovedOrderView[] } };

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

async function cartFor(day: Record<string, unknown> = THURSDAY) {
  const db = t.database.db;
  const chef = await createChef(db, { today: true });
  const dish = await createDish(db, chef.id, {
    now: true,
    weeklyStock: 10,
    dayStock: [5, 5, 5, 5, 5, 5, 5],
  });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, time.clock());
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: 2,
    ...day,
  });
  const order = added.body.data.order;
  const me = async () => (await client.get<Me>('/api/v1/orders/me')).body.data;
  return { db, chef, dish, client, order, me };
}

describe('GET /orders/me clean-up (product §6 Cart clean-up)', () => {
  it('keeps a cart order that is still good', async () => {
    const { order, me } = await cartFor();
    expect(await me()).toEqual({
      orders: [expect.objectContaining({ id: order.id })],
      removed: [],
    });
  });

  it('removes an order whose dish went out of stock for its day', async () => {
    const { db, dish, chef, order, me } = await cartFor();
    await db
      .update(dishes)
      .set({ stockQuantity: [true, true, true, false, true, true, true] })
      .where(eq(dishes.id, dish.id));
    expect(await me()).toEqual({
      orders: [],
      removed: [{ id: order.id, chefName: chef.name, message: messages.dishOutOfStock }],
    });
    expect((await orderRow(db, order.id)).status).toBe('deleted');
    expect((await me()).removed).toEqual([]);
  });

  it('removes an order whose dish was deleted', async () => {
    const { db, dish, me } = await cartFor();
    await db.update(dishes).set({ deletedAt: new Date() }).where(eq(dishes.id, dish.id));
    expect((await me()).removed.map((r) => r.message)).toEqual([messages.dishOutOfStock]);
  });

  it('removes an order whose day has come (Thursday order on Thursday 00:00)', async () => {
    const { me, order } = await cartFor();
    time.set('2026-01-07T23:59:00+08:00');
    expect((await me()).orders.map((o) => o.id)).toEqual([order.id]);
    time.set('2026-01-08T00:00:00+08:00');
    expect((await me()).removed).toEqual([
      expect.objectContaining({ id: order.id, message: messages.dayClosed }),
    ]);
  });

  it("removes a today order once the chef's last slot has begun", async () => {
    const { me, order } = await cartFor({ ...WEDNESDAY, today: true });
    time.set('2026-01-07T19:59:00+08:00');
    expect((await me()).removed).toEqual([]);
    time.set('2026-01-07T20:00:00+08:00');
    expect((await me()).removed).toEqual([
      expect.objectContaining({ id: order.id, message: messages.todayOrderUnavailable }),
    ]);
  });

  it('cancels a placed order nobody paid once its day has passed, giving the stock back', async () => {
    const { db, dish, client, order, me } = await cartFor();
    const placed = await client.patch(`/api/v1/orders/${order.id}`, {
      deliveryMode: 'pickup',
      name: 'Maria',
      phone: '9171234567',
      selectedTime: 12,
    });
    expect(placed.status).toBe(200);
    time.set('2026-01-08T15:00:00+08:00');
    await me();
    expect((await orderRow(db, order.id)).status).toBe('placed');
    time.set('2026-01-09T00:00:00+08:00');
    await me();
    expect((await orderRow(db, order.id)).status).toBe('cancelled');
    // Thursday has passed: its day count is next week's business, only the weekly count returns
    expect(await dishStock(db, dish.id)).toMatchObject({
      weeklyQuantity: 0,
      dayStock: [5, 5, 5, 3, 5, 5, 5],
    });
  });
});

describe('the clean-up job', () => {
  it('removes stale cart orders of every buyer when the schedule runs', async () => {
    const { db, dish, order } = await cartFor();
    await db
      .update(dishes)
      .set({ stockQuantity: [false, false, false, false, false, false, false] })
      .where(eq(dishes.id, dish.id));
    await t.app.jobs.send(CLEANUP_JOB, {});
    await eventually(async () => {
      const row = await orderRow(db, order.id);
      return row.status === 'deleted' ? row : null;
    });
  });
});
