import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { inlineJobs } from '../../jobs/jobs.js';
import { createPaymongoPayments } from '../../providers/payments/paymongo.js';
import { createSimulatedMailer } from '../../providers/mail/mailer.js';
import { createNotifications } from '../notifications/notifications.service.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { dishStock, movableClock, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import {
  createIntent,
  payByCard,
  paymentState,
  placeOrder,
  sim,
  simFaults,
} from '../../../test/payments-kit.js';
import { createPaymentsService, RECONCILE_JOB } from './payments.service.js';

// ARCHITECTURE §5 and issue 5: a paid order cancelled by its buyer (or rejected by its chef, issue 6) is
// refunded through the provider once, with the provider's refund id; a provider failure leaves the
// refund requested for the reconciliation job to send.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  await simFaults(t, 'ok');
});

type SimPayment = { data: { attributes: { status: string; refunds: unknown[] } } };

/** A placed order paid by card and settled (the pay page's status query). */
async function paidOrder(options: { rewards?: number } = {}) {
  const placed = await placeOrder(t, time.clock(), options);
  const created = await createIntent(placed.client, { order: placed.order.id, method: 'visa' });
  const paid = await payByCard(t, created.body.data);
  const status = await placed.client.get<{ data: { payed: boolean } }>(
    `/api/v1/orders/paymentStatus/${placed.order.id}`,
  );
  expect(status.body.data.payed).toBe(true);
  const paymentId = paid.attributes.payments[0]?.id ?? '';
  const cancel = () =>
    placed.client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: placed.order.id },
    });
  return { ...placed, paymentId, cancel };
}

const providerPayment = (paymentId: string) =>
  sim<SimPayment>(t, 'GET', `/v1/payments/${paymentId}`, { key: 'secret' });

describe('refunds', () => {
  it('refunds a cancelled paid order once, with the provider refund id, and gives the rewards back', async () => {
    const { order, dish, paymentId, cancel } = await paidOrder({ rewards: 30 });
    const stockBefore = await dishStock(t.database.db, dish.id);
    const res = await cancel();
    expect(res).toMatchObject({ status: 200, body: { data: { order: { status: 'cancelled' } } } });
    expect((await dishStock(t.database.db, dish.id)).weeklyQuantity).toBe(
      stockBefore.weeklyQuantity - 2,
    );

    const state = await paymentState(t, order.id);
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]).toMatchObject({
      amountCentavos: 38_500, // (400 - 30 rewards + 15) x 100
      reason: 'buyer_cancelled',
      status: 'pending', // accepted by the provider; its outcome comes later (decision 023)
      lastError: null,
    });
    expect(state.refunds[0]?.providerRefundId).toMatch(/^ref_/);
    expect(state.ledger.map((l) => [l.reason, l.points])).toEqual([
      ['applied', -30],
      ['restored', 30],
    ]);
    const atProvider = await providerPayment(paymentId);
    expect(atProvider.body.data.attributes.status).toBe('refunded');
    expect(atProvider.body.data.attributes.refunds).toHaveLength(1);

    const again = await cancel();
    expect(again).toMatchObject({ status: 409, body: { message: messages.orderNotEditable } });
    expect((await paymentState(t, order.id)).refunds).toHaveLength(1);
  });

  it('cancelling twice at once refunds once', async () => {
    const { order, paymentId, cancel } = await paidOrder();
    const replies = await Promise.all([cancel(), cancel()]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 409]);
    const state = await paymentState(t, order.id);
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]?.status).toBe('pending');
    expect((await providerPayment(paymentId)).body.data.attributes.refunds).toHaveLength(1);
  });

  it('keeps a refund the provider refused and sends it on the next reconciliation', async () => {
    const { order, paymentId, cancel } = await paidOrder();
    await simFaults(t, 'error');
    expect((await cancel()).status).toBe(200);
    const pending = await paymentState(t, order.id);
    expect(pending.order.status).toBe('cancelled');
    expect(pending.refunds).toHaveLength(1);
    expect(pending.refunds[0]).toMatchObject({ status: 'requested', providerRefundId: null });
    expect(pending.refunds[0]?.lastError).toBeTruthy();

    await simFaults(t, 'ok');
    await t.app.jobs.send(RECONCILE_JOB, {});
    const state = await eventually(async () => {
      const s = await paymentState(t, order.id);
      return s.refunds[0]?.status === 'pending' ? s : null;
    });
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]?.providerRefundId).toMatch(/^ref_/);
    expect((await providerPayment(paymentId)).body.data.attributes.refunds).toHaveLength(1);
  });

  it('refundOrder (the chef rejection flow) refunds a paid order once, and nothing for an unpaid one', async () => {
    const db = t.database.db;
    const log = t.app.log;
    const jobs = inlineJobs(log);
    const service = createPaymentsService({
      db,
      clock: time.clock,
      provider: createPaymongoPayments(t.config.payments),
      notifications: createNotifications({
        db,
        mailer: createSimulatedMailer(db),
        jobs,
        log,
        clock: time.clock,
      }),
      publicUrl: t.config.publicUrl,
      staffEmail: t.config.mail.staffEmail,
      webhook: { secret: t.config.payments.webhookSecret, livemode: false },
      log,
    });
    const { order, paymentId } = await paidOrder();
    const [first, second] = await Promise.all([
      service.refundOrder(order.id, 'chef_rejected'),
      service.refundOrder(order.id, 'chef_rejected'),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const state = await paymentState(t, order.id);
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]).toMatchObject({ reason: 'chef_rejected', status: 'pending' });
    expect((await providerPayment(paymentId)).body.data.attributes.refunds).toHaveLength(1);

    const unpaid = await placeOrder(t, time.clock());
    expect(await service.refundOrder(unpaid.order.id, 'chef_rejected')).toBeNull();
  });

  it('refunds a payment that arrives after its order was cancelled', async () => {
    const placed = await placeOrder(t, time.clock());
    const created = await createIntent(placed.client, { order: placed.order.id, method: 'visa' });
    const cancelled = await placed.client.request('DELETE', '/api/v1/orders/awaitingConfirmation', {
      body: { order: placed.order.id },
    });
    expect(cancelled.status).toBe(200);
    // the pay page was still open: the buyer pays the old intent
    const paid = await payByCard(t, created.body.data);
    expect(paid.attributes.status).toBe('succeeded');
    const state = await eventually(async () => {
      const s = await paymentState(t, placed.order.id);
      return s.refunds[0]?.providerRefundId ? s : null;
    });
    expect(state.order).toMatchObject({ status: 'cancelled', payed: false });
    expect(state.refunds[0]).toMatchObject({ reason: 'order_not_payable' });
  });
});
