// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, type MenuChef, type OrderView } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createChef, createDish } from '../../../test/factories.js';
import {
  createBuyer,
  expectRefusedUnchanged,
  movableClock,
  signedInAs,
  THURSDAY,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';

// Issue 18 defect 4 and 8 (decision 020): a menu day whose every slot the chef switched off, and a
// date the chef closed the shop on, take no orders: the cart and the checkout refuse them, while
// orders the chef already has can still be paid.

type Placed = { status: string; code: string; message: string; data: { order: OrderView } };

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const off = [null, null, null, null, null, null];
const pickup = { deliveryMode: 'pickup', name: 'Maria', phone: '0917 123 4567', selectedTime: 12 };

/** A chef (with a signed-in client of their own) and a buyer who can add the chef's dish. */
async function shop(
  chefFields: Parameters<typeof createChef>[1] = {},
  dishFields: Parameters<typeof createDish>[2] = {},
) {
  const db = t.database.db;
  const chef = await createChef(db, chefFields);
  const dish = await createDish(db, chef.id, dishFields);
  const buyer = await createBuyer(db);
  const chefClient = await signedInAs(t, chef.id, time.clock());
  const client = await signedInAs(t, buyer.id, time.clock());
  const settings = async (body: Record<string, unknown>) => {
    const res = await chefClient.patch('/api/v1/users/me', body);
    expect(res.status).toBe(200);
  };
  const add = (day: Record<string, unknown> = THURSDAY) =>
    client.post<Placed>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 1,
      ...day,
    });
  const scope = { buyerId: buyer.id, dishIds: [dish.id] };
  return { db, chef, dish, client, settings, add, scope };
}

describe('a menu day without working hours (issue 18 defect 4)', () => {
  it('is refused by the cart once the chef switched off every Thursday slot', async () => {
    const { db, add, settings, scope } = await shop();
    await settings({ deliveryTimesThu: off });
    await expectRefusedUnchanged(db, scope, () => add(), {
      status: 409,
      message: messages.dayWithoutHours,
    });
    // Friday still has hours: the same buyer can order for it
    expect((await add({ deliveryDate: 'Fri', createdFor: '2026-01-09' })).status).toBe(200);
  });

  it('is refused at checkout when the hours went after the dish was in the cart', async () => {
    const { db, add, client, settings, scope } = await shop();
    const order = (await add()).body.data.order;
    await settings({ deliveryTimesThu: off });
    await expectRefusedUnchanged(
      db,
      scope,
      () => client.patch(`/api/v1/orders/${order.id}`, pickup),
      { status: 409, message: messages.dayWithoutHours },
    );
  });

  it('is left out of the public menu data: the day list reads the hours from the menu API', async () => {
    const { chef, settings } = await shop();
    await settings({ deliveryTimesThu: off, closedDates: ['2026-01-10'] });
    const res = await t.client().get<{ data: { user: MenuChef } }>(`/api/v1/users/menu/${chef.id}`);
    expect(res.body.data.user).toMatchObject({
      closedDates: ['2026-01-10'],
      deliveryTimes: { Thu: off },
    });
  });
});

describe('a closed date (issue 18 defect 8, decision 020)', () => {
  it('is refused by the cart while the same weekday a week later stays open', async () => {
    const { db, add, settings, scope } = await shop();
    await settings({ closedDates: ['2026-01-08'] });
    await expectRefusedUnchanged(db, scope, () => add(), {
      status: 409,
      message: messages.dateClosedByChef,
    });
    expect((await add({ deliveryDate: 'Thu', createdFor: '2026-01-15' })).status).toBe(409);
    // the 15th is beyond the coming week (dayClosed, the window), not closed by the chef
    time.set('2026-01-09T10:00:00+08:00');
    expect((await add({ deliveryDate: 'Thu', createdFor: '2026-01-15' })).status).toBe(200);
  });

  it('is refused at checkout when the chef closed the date after the dish was in the cart', async () => {
    const { db, add, client, settings, scope } = await shop();
    const order = (await add()).body.data.order;
    await settings({ closedDates: ['2026-01-08'] });
    await expectRefusedUnchanged(
      db,
      scope,
      () => client.patch(`/api/v1/orders/${order.id}`, pickup),
      { status: 409, message: messages.dateClosedByChef },
    );
  });

  it('does not stop a placed order from being paid (the chef answers it)', async () => {
    const { add, client, settings } = await shop();
    const order = (await add()).body.data.order;
    expect((await client.patch(`/api/v1/orders/${order.id}`, pickup)).status).toBe(200);
    await settings({ closedDates: ['2026-01-08'] });
    const res = await client.post<Placed>('/api/v1/orders/confirmStock', { order: order.id });
    expect(res).toMatchObject({ status: 200, body: { data: { order: { status: 'placed' } } } });
  });

  it('closes that day for same-day orders too, once the day has come', async () => {
    const { db, add, settings, scope } = await shop({ today: true }, { now: true });
    await settings({ closedDates: ['2026-01-08'] });
    time.set('2026-01-07T23:30:00Z'); // Thursday 8 January, 07:30 in Manila
    await expectRefusedUnchanged(db, scope, () => add({ ...THURSDAY, today: true }), {
      status: 409,
      message: messages.dateClosedByChef,
    });
  });
});
