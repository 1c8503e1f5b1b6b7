import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages, orderNumberText } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  dishStock,
  movableClock,
  THURSDAY_DUE,
  orderRow,
  signedInAs,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { paymentState } from '../../../test/payments-kit.js';
import { chefCalls, messagesTo, newChef, pay, placedOrder } from '../../../test/seller-kit.js';

// ARCHITECTURE §5, product §6, §7 and §9 (issue 6): confirm, reject and finish over HTTP, each once,
// refused from a wrong state (409), for another chef's order (404) and for a buyer (403).

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

async function setup(options: { mode?: 'pickup' | 'delivery'; paid?: boolean } = {}) {
  const chef = await newChef(t);
  const placed = await placedOrder(t, time.clock(), chef, options);
  if (options.paid) await pay(t, placed.client, placed.order.id);
  const chefClient = await signedInAs(t, chef.id, time.clock());
  return { chef, ...placed, chefClient, calls: chefCalls(chefClient) };
}

describe('chef order calls: access', () => {
  it('answers 403 to a buyer and 404 for another chef’s order', async () => {
    const { client, order, calls } = await setup();
    expect((await chefCalls(client).confirm(order.id)).status).toBe(403);
    expect((await client.get('/api/v1/orders/chefOrders')).status).toBe(403);
    const other = await newChef(t);
    const otherCalls = chefCalls(await signedInAs(t, other.id, time.clock()));
    expect((await otherCalls.confirm(order.id)).status).toBe(404);
    expect((await otherCalls.reject(order.id, 'no')).status).toBe(404);
    expect((await otherCalls.finish(order.id)).status).toBe(404);
    expect((await calls.pending()).body.data.orders.map((o) => o.id)).toEqual([order.id]);
    expect((await otherCalls.pending()).body.data.orders).toEqual([]);
  });

  it('tells the chef of a new order when it is placed', async () => {
    const { chef } = await setup();
    const mail = await messagesTo(t, [chef.email]);
    expect(mail.map((m) => m.subject)).toEqual(['New order waiting for your confirmation']);
  });
});

describe('confirm', () => {
  it('confirms once and sends the buyer the payment link while unpaid', async () => {
    const { order, buyer, calls } = await setup();
    const res = await calls.confirm(order.id);
    expect(res).toMatchObject({ status: 200, body: { data: { order: { confirmed: true } } } });
    const again = await calls.confirm(order.id);
    expect(again.status).toBe(200);
    const mail = await messagesTo(t, [buyer.email]);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.links).toContain(`${t.baseUrl}/pay/${order.id}`);
    const phone = `+63${(await orderRow(t.database.db, order.id)).phone}`;
    const ref = orderNumberText(order);
    const sms = (await messagesTo(t, [phone])).filter(
      (m) => m.body.includes(ref) && m.body.includes('confirmed'),
    );
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ channel: 'sms', links: [`${t.baseUrl}/pay/${order.id}`] });
    // answered: it can no longer be rejected
    const refused = await calls.reject(order.id, 'Out of eggs');
    expect(refused).toMatchObject({
      status: 409,
      body: { message: messages.orderAlreadyAnswered },
    });
  });

  it('refuses a rejected order with 409', async () => {
    const { order, calls } = await setup();
    await calls.reject(order.id, 'Sorry, fully booked');
    expect((await calls.confirm(order.id)).status).toBe(409);
  });
});

describe('reject', () => {
  it('needs remarks (product §7)', async () => {
    const { order, calls } = await setup();
    const res = await calls.reject(order.id, '   ');
    expect(res).toMatchObject({ status: 400, body: { message: messages.rejectRemarksRequired } });
    expect((await orderRow(t.database.db, order.id)).status).toBe('placed');
  });

  it('releases the stock once, tells the buyer the remarks, and refunds a paid order', async () => {
    const { order, dish, buyer, calls } = await setup({ paid: true });
    const before = await dishStock(t.database.db, dish.id);
    const res = await calls.reject(order.id, 'My oven broke, sorry!');
    expect(res).toMatchObject({
      status: 200,
      body: {
        data: { order: { status: 'rejected', confirmed: false, remarks: 'My oven broke, sorry!' } },
      },
    });
    await calls.reject(order.id, 'again');
    expect((await dishStock(t.database.db, dish.id)).weeklyQuantity).toBe(
      before.weeklyQuantity - 2,
    );
    const state = await paymentState(t, order.id);
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]).toMatchObject({ reason: 'chef_rejected', status: 'pending' });
    const rejectedMail = (await messagesTo(t, [buyer.email])).filter((m) =>
      m.body.includes('My oven broke, sorry!'),
    );
    expect(rejectedMail).toHaveLength(1);
    expect(rejectedMail[0]?.body).toContain('refunded');
  });
});

describe('finish', () => {
  it('refuses an unconfirmed or unpaid order', async () => {
    const { order, calls } = await setup();
    expect(await calls.finish(order.id)).toMatchObject({
      status: 409,
      body: { message: messages.finishNeedsConfirmation },
    });
    await calls.confirm(order.id);
    expect(await calls.finish(order.id)).toMatchObject({
      status: 409,
      body: { message: messages.finishNeedsPayment },
    });
    expect((await orderRow(t.database.db, order.id)).finished).toBe(false);
  });

  it('finishes a pickup order once, tells the buyer it is ready, and moves it to checkout', async () => {
    const { order, buyer, calls } = await setup({ paid: true });
    await calls.confirm(order.id);
    time.set(THURSDAY_DUE); // the order's day (decision 018)
    const res = await calls.finish(order.id);
    expect(res).toMatchObject({
      status: 200,
      body: { data: { order: { finished: true, status: 'finished', deliveryId: null } } },
    });
    expect((await calls.finish(order.id)).status).toBe(200);
    const ready = (await messagesTo(t, [buyer.email])).filter((m) =>
      m.subject.includes('ready for pickup'),
    );
    expect(ready).toHaveLength(1);
    expect((await calls.pending()).body.data.orders).toEqual([]);
    const done = (await calls.completed()).body.data.orders;
    expect(done.map((o) => o.id)).toEqual([order.id]);
    expect((await calls.reject(order.id, 'late')).status).toBe(409);
  });

  it('filters pending orders by delivery day and dispatch time', async () => {
    const { order, calls } = await setup();
    expect(
      (await calls.pending('?deliveryDate=Thu&selectedTime=12&sort=true')).body.data.orders,
    ).toHaveLength(1);
    expect((await calls.pending('?deliveryDate=Fri')).body.data.orders).toHaveLength(0);
    expect((await calls.pending('?selectedTime=14')).body.data.orders).toHaveLength(0);
    const all = (await calls.pending('?deliveryDate=All&selectedTime=All')).body.data.orders;
    expect(all.map((o) => o.id)).toEqual([order.id]);
    expect(all[0]?.etaHour).toBe(14);
  });
});
