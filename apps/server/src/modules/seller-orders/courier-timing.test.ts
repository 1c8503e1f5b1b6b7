// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { movableClock, orderRow, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { chefCalls, newChef, pay, placedOrder, type ChefRow } from '../../../test/seller-kit.js';

// Issue 18 defect 3, decision 018, over HTTP at the Lalamove simulator on a clock the test moves:
// orders group only for one day and one slot; the courier is booked for the order's dispatch slot
// (Lalamove scheduleAt), not for the moment of the click; a pickup waits for its day.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

const SATURDAY = { deliveryDate: 'Sat', createdFor: '2026-01-10' };
const TUESDAY = { deliveryDate: 'Tue', createdFor: '2026-01-13' };

type SimOrder = {
  orderId: string;
  status: string;
  scheduleAt: string;
  metadata: Record<string, string>;
};

const simOrders = async () =>
  (await t.client().get<{ orders: SimOrder[] }>('/_sim/lalamove/orders')).body.orders;
const bookingOf = async (orderId: string) =>
  (await simOrders()).find((o) => o.metadata.orderIds?.split(',').includes(orderId));
const advance = (minutes: number) =>
  t.app.inject({
    method: 'POST',
    url: '/_sim/lalamove/clock/advance',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ minutes }),
  });

/** A confirmed, paid order of `chef`, placed on Wednesday for `day` at `slot`. */
async function ready(
  chef: ChefRow,
  day: { deliveryDate: string; createdFor: string },
  slot: number,
  options: { mode?: 'pickup' | 'delivery'; point?: 0 | 1 } = {},
) {
  const placed = await placedOrder(t, time.clock(), chef, {
    mode: options.mode ?? 'delivery',
    point: options.point ?? 0,
    day,
    slot,
  });
  await pay(t, placed.client, placed.order.id);
  const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
  expect((await calls.confirm(placed.order.id)).status).toBe(200);
  return placed.order.id;
}

async function groupCalls(chef: ChefRow, a: string, b: string) {
  const client = await signedInAs(t, chef.id, time.clock());
  const path = `/api/v1/orders/delivery/group/${a}/${b}`;
  return {
    quote: () => client.get<{ message?: string }>(path),
    group: () => client.patch<{ message?: string }>(path, { group: true, total: 1 }),
  };
}

describe('group delivery keeps to one day and one slot', () => {
  it('refuses a Saturday 8pm order with a Tuesday order, on GET and PATCH, booking nothing', async () => {
    const chef = await newChef(t);
    const saturday = await ready(chef, SATURDAY, 20, { point: 0 });
    const tuesday = await ready(chef, TUESDAY, 20, { point: 1 });
    time.set('2026-01-10T15:00:00+08:00');
    const before = (await simOrders()).length;
    const calls = await groupCalls(chef, saturday, tuesday);
    for (const res of [await calls.quote(), await calls.group()]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.groupDifferentDay);
    }
    expect((await simOrders()).length).toBe(before);
    expect((await orderRow(t.database.db, saturday)).finished).toBe(false);
    expect((await orderRow(t.database.db, tuesday)).finished).toBe(false);
  });

  it('refuses two orders of one day at different slots', async () => {
    const chef = await newChef(t);
    const eight = await ready(chef, SATURDAY, 20, { point: 0 });
    const six = await ready(chef, SATURDAY, 18, { point: 1 });
    time.set('2026-01-10T15:00:00+08:00');
    const calls = await groupCalls(chef, eight, six);
    for (const res of [await calls.quote(), await calls.group()]) {
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(messages.groupDifferentSlot);
    }
    expect((await orderRow(t.database.db, eight)).finished).toBe(false);
  });

  it('groups two orders of one day and slot on that day, booked for the slot', async () => {
    const chef = await newChef(t);
    const a = await ready(chef, SATURDAY, 20, { point: 0 });
    const b = await ready(chef, SATURDAY, 20, { point: 1 });
    // grouped on Thursday, the courier is still booked for Saturday
    time.set('2026-01-08T15:00:00+08:00');
    const calls = await groupCalls(chef, a, b);
    expect((await calls.quote()).status).toBe(200);
    expect((await calls.group()).status).toBe(200);
    const booking = await bookingOf(a);
    expect(booking?.metadata.orderIds?.split(',').sort()).toEqual([a, b].sort());
    // the 8pm slot's dispatch starts at 8:30pm Manila (product §3), 12:30 UTC
    expect(booking?.scheduleAt).toBe('2026-01-10T12:30:00.000Z');
  });
});

describe('Finish books the courier for the order slot, not for now', () => {
  it('finished on Thursday, a Saturday 8pm order gets its courier on Saturday at 8:30pm', async () => {
    const chef = await newChef(t);
    const order = await ready(chef, SATURDAY, 20);
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    time.set('2026-01-08T15:00:00+08:00');
    const done = await calls.finish(order);
    expect(done.status).toBe(200);
    expect(done.body.data.order).toMatchObject({
      finished: true,
      deliveryStatus: 'ASSIGNING_DRIVER',
    });
    const booking = await bookingOf(order);
    expect(booking?.scheduleAt).toBe('2026-01-10T12:30:00.000Z');
    // the courier waits for the slot (2 days and 5h30 ahead): no driver before, one soon after
    expect((await advance(24 * 60)).statusCode).toBe(200);
    expect((await advance(24 * 60)).statusCode).toBe(200);
    expect((await advance(5 * 60 + 29)).statusCode).toBe(200);
    expect((await bookingOf(order))?.status).toBe('ASSIGNING_DRIVER');
    expect((await advance(4)).statusCode).toBe(200);
    expect((await bookingOf(order))?.status).toBe('ON_GOING');
  });

  it('books for the slot on the day, and at once when the chef finishes after it', async () => {
    const chef = await newChef(t);
    const order = await ready(chef, SATURDAY, 10);
    time.set('2026-01-10T09:15:00+08:00');
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    expect((await calls.finish(order)).status).toBe(200);
    expect((await bookingOf(order))?.scheduleAt).toBe('2026-01-10T02:30:00.000Z');
  });

  it('books at once when the chef finishes after the dispatch start', async () => {
    const chef = await newChef(t);
    const order = await ready(chef, SATURDAY, 18);
    time.set('2026-01-10T18:45:00+08:00');
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    expect((await calls.finish(order)).status).toBe(200);
    expect((await bookingOf(order))?.scheduleAt).toBe('2026-01-10T10:45:00.000Z');
  });

  it('refuses a pickup order before its day and tells the buyer on the day', async () => {
    const chef = await newChef(t);
    const order = await ready(chef, SATURDAY, 12, { mode: 'pickup' });
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    const refused = await calls.finish(order);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'This order is picked up on Saturday, January 10. You can notify your customer for pickup on that day.',
    );
    expect(await orderRow(t.database.db, order)).toMatchObject({
      finished: false,
      status: 'placed',
    });
    time.set('2026-01-10T09:00:00+08:00');
    expect((await calls.finish(order)).body.data.order).toMatchObject({ finished: true });
  });
});
