import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, orderNumberText, sellerMessages } from '@lutong/shared';
import { refunds, payments, rewardsLedger } from '../../db/schema/index.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { giveRewards, movableClock, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { chefCalls, newChef, pay, placedOrder } from '../../../test/seller-kit.js';
import { staffClient } from '../../../test/seller-side-kit.js';
import { rewardsBalance } from '../auth/users.repo.js';

// Staff refunds of a delivered order, and what they do to the buyer's rewards (decision 012).

const time = movableClock(WEDNESDAY_10AM);
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

/** A paid pickup order, confirmed, finished and (by the pickup job) completed: points earned. */
async function completedPickup() {
  time.set(WEDNESDAY_10AM);
  const chef = await newChef(t);
  const placed = await placedOrder(t, time.clock(), chef, { mode: 'pickup', quantity: 3 });
  await pay(t, placed.client, placed.order.id);
  const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
  expect((await calls.confirm(placed.order.id)).status).toBe(200);
  time.set('2026-01-08T09:00:00+08:00'); // finished on its day (decision 018)
  expect((await calls.finish(placed.order.id)).status).toBe(200);
  time.set('2026-01-08T15:00:00+08:00'); // long past the two hours
  expect(await t.app.pickupCompletion.completePickups()).toBeGreaterThanOrEqual(1);
  return placed;
}

const ledger = (orderId: string) =>
  t.database.db.select().from(rewardsLedger).where(eq(rewardsLedger.orderId, orderId));

describe('staff refund of a delivered order', () => {
  it('refunds once, takes back the earned points, and never takes the balance below zero', async () => {
    const { buyer, order } = await completedPickup();
    const db = t.database.db;
    // 3 x P200 = P600 of food earned 2% = 12 points
    expect((await ledger(order.id)).map((e) => [e.reason, e.points])).toEqual([['earned', 12]]);
    // the buyer spent 5 of them elsewhere: only the 7 left can be taken back
    await giveRewards(db, buyer.id, -5);
    expect(await rewardsBalance(db, buyer.id)).toBe(7);

    const { client: staff } = await staffClient(t);
    const looked = await staff.get<{
      data: { order: { refundable: boolean; buyerEmail: string } };
    }>(`/api/v1/admin/orders/${order.id}`);
    expect(looked.body.data.order).toMatchObject({
      refundable: true,
      buyerEmail: buyer.email,
      paidAmount: expect.any(Number),
    });
    const res = await staff.post(`/api/v1/admin/orders/${order.id}/refund`, {});
    expect(res.status).toBe(200);
    expect((await ledger(order.id)).map((e) => [e.reason, e.points]).sort()).toEqual([
      ['earned', 12],
      ['reversed', -7],
    ]);
    expect(await rewardsBalance(db, buyer.id)).toBe(0);
    // the provider accepted it: pending until its outcome (decision 023)
    const done = await eventually(async () => {
      const [row] = await db
        .select({ status: refunds.status })
        .from(refunds)
        .innerJoin(payments, eq(payments.id, refunds.paymentId))
        .where(and(eq(payments.orderId, order.id)));
      return row?.status === 'pending' ? row : null;
    });
    expect(done.status).toBe('pending');

    const twice = await staff.post(`/api/v1/admin/orders/${order.id}/refund`, {});
    expect([twice.status, twice.body.message]).toEqual([409, sellerMessages.refundNothing]);
    expect(await rewardsBalance(db, buyer.id)).toBe(0);
  });

  it('refuses an open order (409) and anyone but staff (403)', async () => {
    time.set(WEDNESDAY_10AM);
    const chef = await newChef(t);
    const placed = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
    const { client: staff } = await staffClient(t);
    const open = await staff.post(`/api/v1/admin/orders/${placed.order.id}/refund`, {});
    expect([open.status, open.body.message]).toEqual([409, sellerMessages.refundNotDelivered]);
    expect(
      (await placed.client.post(`/api/v1/admin/orders/${placed.order.id}/refund`, {})).status,
    ).toBe(403);
    expect((await placed.client.get(`/api/v1/admin/orders/${placed.order.id}`)).status).toBe(403);
  });

  it('finds an order by the number the buyer reads out, as well as by its id', async () => {
    time.set(WEDNESDAY_10AM);
    const chef = await newChef(t);
    const placed = await placedOrder(t, time.clock(), chef, { mode: 'pickup' });
    const { client: staff } = await staffClient(t);
    const spoken = orderNumberText(placed.order).toLowerCase();
    const looked = await staff.get<{ data: { order: { id: string; number: string } } }>(
      `/api/v1/admin/orders/${encodeURIComponent(spoken)}`,
    );
    expect(looked.status).toBe(200);
    expect(looked.body.data.order).toMatchObject({
      id: placed.order.id,
      number: placed.order.number,
    });
    const unknown = await staff.get('/api/v1/admin/orders/ZZZZZZZZ');
    expect([unknown.status, unknown.body.message]).toEqual([404, messages.notFound]);
    expect((await staff.get('/api/v1/admin/orders/not-a-number')).status).toBe(404);
  });
});
