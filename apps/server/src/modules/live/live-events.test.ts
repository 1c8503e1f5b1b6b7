import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { orderNumberText } from '@lutong/shared';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { movableClock, orderRow, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { chefCalls, newChef, pay, placedOrder } from '../../../test/seller-kit.js';
import { openEvents, settle, type EventStream } from '../../../test/live-kit.js';
import { advance, bookedOrder, withhold } from '../../../test/delivery-kit.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { publishOrderEvent } from './publish.js';

// Decision 045: each order event reaches the stream of the user it is for, through the database's
// NOTIFY, and no one else's; a rolled-back change sends nothing.

const time = movableClock();
let t: TestApp;
const open: EventStream[] = [];
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { LIVE_HEARTBEAT_MS: '1000' } });
});
afterAll(async () => {
  for (const stream of open) stream.close();
  await t.close();
});
beforeEach(() => time.set(WEDNESDAY_10AM));

const streamOf = async (userId: string) => {
  const stream = await openEvents(t.baseUrl, await signedInAs(t, userId, time.clock()));
  expect(stream.status).toBe(200);
  open.push(stream);
  return stream;
};

describe('GET /api/v1/events', () => {
  it('answers a guest 401 in the JSON error body', async () => {
    const guest = await openEvents(t.baseUrl);
    expect(guest.status).toBe(401);
    expect(JSON.parse(guest.text())).toMatchObject({ status: 'fail', code: 'UNAUTHENTICATED' });
  });

  it('opens with a retry hint and keeps an idle stream alive with comments', async () => {
    const stream = await streamOf((await newChef(t)).id);
    await eventually(async () => (stream.text().includes(': ping') ? true : null), 5_000);
    expect(stream.text()).toMatch(/^retry: \d+\n/);
  });
});

describe('the chef hears of new, paid and cancelled orders', () => {
  it('goes to the chef of the order only, with its number and status', async () => {
    const chef = await newChef(t);
    const other = await newChef(t);
    const chefStream = await streamOf(chef.id);
    const otherStream = await streamOf(other.id);
    const { order, client, buyer } = await placedOrder(t, time.clock(), chef);
    const heard = await chefStream.next((e) => e.type === 'newOrder');
    expect(heard).toEqual({
      type: 'newOrder',
      orderId: order.id,
      number: orderNumberText(await orderRow(t.database.db, order.id)),
      status: 'placed',
    });

    const buyerStream = await streamOf(buyer.id);
    await pay(t, client, order.id);
    await chefStream.next((e) => e.type === 'orderPaid' && e.orderId === order.id);
    await buyerStream.next((e) => e.type === 'orderPaid' && e.orderId === order.id);

    const cancelled = await client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: order.id },
    });
    expect(cancelled.status).toBe(200);
    await chefStream.next((e) => e.type === 'orderCancelled' && e.orderId === order.id);
    await buyerStream.next((e) => e.type === 'orderRefunded' && e.orderId === order.id);
    await settle();
    // the buyer never hears the chef's new-order nudge; another chef hears nothing at all
    expect(buyerStream.events.map((e) => e.type)).not.toContain('newOrder');
    expect(otherStream.events).toEqual([]);
  });
});

describe('the buyer hears of confirmed, rejected and finished orders', () => {
  it('goes to the buyer of the order only', async () => {
    const chef = await newChef(t);
    const chefClient = await signedInAs(t, chef.id, time.clock());
    const first = await placedOrder(t, time.clock(), chef);
    const second = await placedOrder(t, time.clock(), chef);
    const firstStream = await streamOf(first.buyer.id);
    const secondStream = await streamOf(second.buyer.id);
    const chefStream = await streamOf(chef.id);

    expect((await chefCalls(chefClient).confirm(first.order.id)).status).toBe(200);
    const confirmed = await firstStream.next((e) => e.type === 'orderConfirmed');
    expect(confirmed).toMatchObject({ orderId: first.order.id, status: 'placed' });
    expect((await chefCalls(chefClient).reject(second.order.id, 'Out of eggs')).status).toBe(200);
    const rejected = await secondStream.next((e) => e.type === 'orderRejected');
    expect(rejected).toMatchObject({ orderId: second.order.id, status: 'rejected' });

    await pay(t, first.client, first.order.id);
    time.set('2026-01-08T11:00:00+08:00');
    expect((await chefCalls(chefClient).finish(first.order.id)).status).toBe(200);
    await firstStream.next((e) => e.type === 'orderFinished' && e.orderId === first.order.id);
    await settle();
    expect(firstStream.events.map((e) => e.orderId)).not.toContain(second.order.id);
    expect(secondStream.events.map((e) => e.orderId)).not.toContain(first.order.id);
    expect(chefStream.events.map((e) => e.type)).not.toContain('orderConfirmed');
  });

  it("hears the courier assigned as the Lalamove simulator's status moves", async () => {
    await withhold(t, false);
    const { buyer, orderId } = await bookedOrder(t, createLalamoveCourier(t.config.courier));
    const stream = await streamOf(buyer.id);
    await advance(t, 2);
    await stream.next((e) => e.type === 'courierAssigned' && e.orderId === orderId, 15_000);
  });
});

describe('a rolled-back change', () => {
  it('sends nothing; the next committed one arrives', async () => {
    const chef = await newChef(t);
    const stream = await streamOf(chef.id);
    const { order } = await placedOrder(t, time.clock(), chef);
    await stream.next((e) => e.type === 'newOrder');
    const row = await orderRow(t.database.db, order.id);
    await expect(
      t.database.db.transaction(async (tx) => {
        await publishOrderEvent(tx, row, 'orderCancelled');
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    await t.database.db.transaction((tx) => publishOrderEvent(tx, row, 'orderPaid'));
    await stream.next((e) => e.type === 'orderPaid');
    await settle();
    expect(stream.events.map((e) => e.type)).toEqual(['newOrder', 'orderPaid']);
  });
});

describe('shutdown', () => {
  it('ends the open streams, so closing the server does not wait on them', async () => {
    // a grace period far longer than the test: only ending the streams lets the close finish
    const own = await createTestApp({ env: { SHUTDOWN_GRACE_MS: '60000' } });
    const chef = await newChef(own);
    const stream = await openEvents(own.baseUrl, await signedInAs(own, chef.id, new Date()));
    expect(stream.status).toBe(200);
    const started = Date.now();
    await own.close();
    expect(Date.now() - started).toBeLessThan(10_000);
    await eventually(async () => (stream.ended() ? true : null), 5_000);
  });
});
