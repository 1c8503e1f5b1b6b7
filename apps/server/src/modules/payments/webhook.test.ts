import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '@lutong/shared';
import { payments, webhookEvents } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { signPaymongoEvent } from '../../providers/payments/paymongo-signature.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { movableClock, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import {
  createIntent,
  outboxTo,
  payByCard,
  paymentEvent,
  paymentState,
  placeOrder,
  postWebhook,
  readIntent,
  sentFor,
  sim,
  withholdWebhooks,
  type SimIntent,
} from '../../../test/payments-kit.js';
import { RECONCILE_JOB } from './payments.service.js';

// ARCHITECTURE §6 and issue 5: the webhook at the spec's /orders/webhook/source verifies PayMongo's
// signature over the raw body, stores each event once and settles in one transaction; the
// reconciliation job settles what a lost webhook never told us.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  // each test chooses; by default we post the events ourselves
  await withholdWebhooks(t, true);
});

const eventId = () => `evt_${randomBytes(12).toString('hex')}`;

/** A placed order paid by card at the simulator, its webhook withheld: nobody has told us yet. */
async function paidAtProvider(options: { rewards?: number } = {}) {
  const placed = await placeOrder(t, time.clock(), options);
  const created = await createIntent(placed.client, { order: placed.order.id, method: 'visa' });
  const intent = created.body.data;
  const paid = await payByCard(t, intent);
  expect(paid.attributes.status).toBe('succeeded');
  const payment = paid.attributes.payments[0];
  if (!payment) throw new Error('no payment');
  const paidEvent = (id = eventId(), amount = payment.attributes.amount) =>
    paymentEvent({
      eventId: id,
      type: 'payment.paid',
      paymentId: payment.id,
      intentId: intent.id,
      amount,
      orderId: placed.order.id,
    });
  return { ...placed, intent, payment, paidEvent };
}

describe('POST /orders/webhook/source: signatures', () => {
  it('refuses a tampered body, a wrong secret and no header, changing nothing', async () => {
    const { order, paidEvent } = await paidAtProvider();
    const body = paidEvent();
    const before = await paymentState(t, order.id);
    const now = Math.floor(Date.now() / 1000);
    const signature = signPaymongoEvent({
      secret: t.config.payments.webhookSecret,
      rawBody: body,
      timestamp: now,
      livemode: false,
    });

    const attempts = [
      // the same signature over a body with one byte changed
      postWebhook(t, body.replace('"amount":', '"amount": '), { signature }),
      postWebhook(t, body, { secret: 'whsk_not_our_secret' }),
      postWebhook(t, body, { signature: null }),
      postWebhook(t, body, { signature: 'not a signature' }),
      // a test-mode event signed in the live part only
      postWebhook(t, body, { signature: signature.replace(/te=(\w+),li=/, 'te=,li=$1') }),
    ];
    for (const attempt of attempts) {
      expect(await attempt).toMatchObject({ status: 401, body: { status: 'fail' } });
    }
    expect(await paymentState(t, order.id)).toEqual(before);
    expect(before.order.payed).toBe(false);

    // the genuine event still settles it
    expect((await postWebhook(t, body)).status).toBe(200);
    expect((await paymentState(t, order.id)).order.payed).toBe(true);
  });

  it('applies an event signed two hours ago once (a retry after an outage), refusing it tampered', async () => {
    const { order, paidEvent } = await paidAtProvider();
    const body = paidEvent();
    const before = await paymentState(t, order.id);
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 60 * 60;
    const signature = signPaymongoEvent({
      secret: t.config.payments.webhookSecret,
      rawBody: body,
      timestamp: twoHoursAgo,
      livemode: false,
    });
    const tampered = await postWebhook(t, body.replace('"amount":', '"amount": '), { signature });
    expect(tampered.status).toBe(401);
    expect(await paymentState(t, order.id)).toEqual(before);

    const first = await postWebhook(t, body, { signature });
    expect(first).toMatchObject({ status: 200, body: { data: { replay: false } } });
    const paid = await paymentState(t, order.id);
    expect(paid.order.payed).toBe(true);
    // the same signed body again: answered, nothing changes
    const again = await postWebhook(t, body, { signature });
    expect(again).toMatchObject({ status: 200, body: { data: { replay: true } } });
    expect(await paymentState(t, order.id)).toEqual(paid);
  });

  it('accepts the events the simulator signs and sends, exactly as sent', async () => {
    await withholdWebhooks(t, false);
    const placed = await placeOrder(t, time.clock());
    const created = await createIntent(placed.client, { order: placed.order.id, method: 'visa' });
    await payByCard(t, created.body.data);
    const state = await eventually(async () => {
      const s = await paymentState(t, placed.order.id);
      return s.order.payed ? s : null;
    });
    expect(state.payments[0]).toMatchObject({ status: 'succeeded' });
    const sent = await eventually(async () => {
      const deliveries = await sentFor(t, created.body.data.id);
      return deliveries.some((d) => d.status === 'delivered') ? deliveries : null;
    });
    expect(sent[0]).toMatchObject({ type: 'payment.paid', status: 'delivered' });
    expect(sent[0]?.attempts.at(-1)?.httpStatus).toBe(200);
  });
});

describe('POST /orders/webhook/source: each event once', () => {
  it('the same event five times in a row pays once and sends one notice', async () => {
    const { order, buyer, chef, paidEvent } = await paidAtProvider({ rewards: 50 });
    expect(order.rewardsApplied).toBe(50);
    const body = paidEvent();
    const replies = [];
    for (let i = 0; i < 5; i += 1) replies.push(await postWebhook(t, body));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(replies.map((r) => (r.body.data as { replay: boolean }).replay)).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
    const state = await paymentState(t, order.id);
    expect(state.order).toMatchObject({ payed: true, paymentMethod: 'visa', serviceFee: 15 });
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({ status: 'succeeded', amountCentavos: 36_500 });
    expect(state.ledger.map((l) => [l.reason, l.points])).toEqual([['applied', -50]]);
    const notices = await outboxTo(t, [buyer.email, chef.email]);
    expect(notices.map((n) => n.recipient).sort()).toEqual([buyer.email, chef.email].sort());
  });

  it('the same event five times at once, and other ways of learning it, pay once with one notice', async () => {
    const { order, buyer, chef, client, paidEvent } = await paidAtProvider({ rewards: 20 });
    const body = paidEvent();
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () => postWebhook(t, body)),
      // a second event about the same payment (PayMongo may send one per webhook)
      postWebhook(t, paidEvent()),
      client.get(`/api/v1/orders/paymentStatus/${order.id}`),
      client.get(`/api/v1/orders/paymentStatus/${order.id}`),
    ]);
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200]);
    const fresh = replies
      .slice(0, 5)
      .filter((r) => !(r.body as { data: { replay: boolean } }).data.replay);
    expect(fresh).toHaveLength(1);
    const state = await paymentState(t, order.id);
    expect(state.order.payed).toBe(true);
    expect(state.ledger.map((l) => [l.reason, l.points])).toEqual([['applied', -20]]);
    const notices = await outboxTo(t, [buyer.email, chef.email]);
    expect(notices).toHaveLength(2);
    expect(new Set(notices.map((n) => n.recipient))).toEqual(new Set([buyer.email, chef.email]));
  });

  it('answers 409 for a payment it does not know yet, keeps no trace, and settles the retry', async () => {
    const { order, db } = await placeOrder(t, time.clock(), { price: 100, quantity: 1 });
    // an intent our database has not recorded yet (as if its row were not committed)
    const created = await sim<{ data: SimIntent }>(t, 'POST', '/v1/payment_intents', {
      key: 'secret',
      body: {
        data: {
          attributes: {
            amount: 11_500,
            currency: 'PHP',
            payment_method_allowed: ['card'],
            metadata: { order_id: order.id },
          },
        },
      },
    });
    const intent = created.body.data;
    const paid = await payByCard(t, {
      id: intent.id,
      orderId: order.id,
      attributes: {
        client_key: (intent.attributes as unknown as { client_key: string }).client_key,
        amount: 11_500,
        currency: 'PHP',
        status: intent.attributes.status,
        next_action: null,
        payment_method_allowed: ['card'],
      },
    });
    const payment = paid.attributes.payments[0];
    if (!payment) throw new Error('no payment');
    const body = paymentEvent({
      eventId: eventId(),
      type: 'payment.paid',
      paymentId: payment.id,
      intentId: intent.id,
      amount: 11_500,
      orderId: order.id,
    });
    const before = await paymentState(t, order.id);
    const early = await postWebhook(t, body);
    expect(early.status).toBe(409);
    expect(await paymentState(t, order.id)).toEqual(before);

    await db.insert(payments).values({
      id: newId(),
      orderId: order.id,
      intentId: intent.id,
      method: 'visa',
      amountCentavos: 11_500,
      status: 'awaiting_payment_method',
    });
    const retry = await postWebhook(t, body);
    expect(retry).toMatchObject({ status: 200, body: { data: { replay: false } } });
    expect((await paymentState(t, order.id)).order.payed).toBe(true);
  });

  it('acknowledges events that are not about our intents, and stores them once', async () => {
    const before = (await paymentState(t, (await placeOrder(t, time.clock())).order.id)).eventCount;
    const foreign = paymentEvent({
      eventId: eventId(),
      type: 'payment.paid',
      paymentId: 'pay_notours000000000000000',
      intentId: 'pi_notours000000000000000',
      amount: 10_000,
      orderId: null,
    });
    expect(await postWebhook(t, foreign)).toMatchObject({
      status: 200,
      body: { data: { replay: false } },
    });
    const other = JSON.stringify({
      data: { id: eventId(), type: 'event', attributes: { type: 'source.chargeable', data: {} } },
    });
    expect((await postWebhook(t, other)).status).toBe(200);
    expect(await postWebhook(t, foreign)).toMatchObject({ body: { data: { replay: true } } });
    const notEvent = await postWebhook(t, JSON.stringify({ hello: 'world' }));
    expect(notEvent.status).toBe(400);
    const after = await t.database.db.select().from(webhookEvents);
    expect(after.length).toBe(before + 2);
  });

  it('records payment.failed, and never un-pays a paid order', async () => {
    const declined = await placeOrder(t, time.clock());
    const created = await createIntent(declined.client, {
      order: declined.order.id,
      method: 'mastercard',
    });
    const failed = await payByCard(t, created.body.data, '4230000000000004');
    const failedPayment = failed.attributes.payments[0];
    const message = failed.attributes.last_payment_error?.failed_message ?? '';
    const failedBody = paymentEvent({
      eventId: eventId(),
      type: 'payment.failed',
      paymentId: failedPayment?.id ?? 'pay_x',
      intentId: created.body.data.id,
      amount: created.body.data.attributes.amount,
      orderId: declined.order.id,
      failedMessage: message,
    });
    expect((await postWebhook(t, failedBody)).status).toBe(200);
    const afterFailure = await paymentState(t, declined.order.id);
    expect(afterFailure.order.payed).toBe(false);
    expect(afterFailure.payments[0]).toMatchObject({
      status: 'awaiting_payment_method',
      lastError: message,
    });
    // issue 22: a sub-code under PayMongo's generic message is the reason the buyer reads
    const expired = paymentEvent({
      eventId: eventId(),
      type: 'payment.failed',
      paymentId: failedPayment?.id ?? 'pay_x',
      intentId: created.body.data.id,
      amount: created.body.data.attributes.amount,
      orderId: declined.order.id,
      failedMessage: message,
      failedCode: 'card_expired',
    });
    expect((await postWebhook(t, expired)).status).toBe(200);
    expect((await paymentState(t, declined.order.id)).payments[0]?.lastError).toBe(
      DECLINE_REASONS.card_expired,
    );

    const { order, intent, payment, paidEvent } = await paidAtProvider();
    expect((await postWebhook(t, paidEvent())).status).toBe(200);
    const late = paymentEvent({
      eventId: eventId(),
      type: 'payment.failed',
      paymentId: payment.id,
      intentId: intent.id,
      amount: payment.attributes.amount,
      orderId: order.id,
      failedMessage: 'The payment failed to be processed due to unknown reasons.',
    });
    const paidState = await paymentState(t, order.id);
    expect((await postWebhook(t, late)).status).toBe(200);
    const after = await paymentState(t, order.id);
    expect(after.order).toEqual(paidState.order);
    expect(after.payments).toEqual(paidState.payments);
  });

  it('records a payment of the wrong amount without paying the order, and refunds it', async () => {
    const { order, paidEvent } = await paidAtProvider();
    const res = await postWebhook(t, paidEvent(eventId(), 100));
    expect(res.status).toBe(200);
    const state = await paymentState(t, order.id);
    expect(state.order.payed).toBe(false);
    expect(state.payments[0]).toMatchObject({ status: 'mismatch' });
    expect(state.payments[0]?.lastError).toContain('expected 41500');
    expect(state.refunds).toHaveLength(1);
    expect(state.refunds[0]).toMatchObject({ amountCentavos: 100, reason: 'amount_mismatch' });
    expect(state.refunds[0]?.providerRefundId).toMatch(/^ref_/);
  });
});

describe('reconciliation (webhook withheld)', () => {
  it('settles a card payment whose webhook never came', async () => {
    const { order, intent, buyer } = await paidAtProvider();
    const sent = await sentFor(t, intent.id);
    expect(sent.map((d) => [d.type, d.status])).toEqual([['payment.paid', 'withheld']]);
    expect((await paymentState(t, order.id)).order.payed).toBe(false);

    time.set('2026-01-07T10:02:00+08:00'); // the webhook had its minute
    await t.app.jobs.send(RECONCILE_JOB, {});
    const state = await eventually(async () => {
      const s = await paymentState(t, order.id);
      return s.order.payed ? s : null;
    });
    expect(state.payments[0]).toMatchObject({ status: 'succeeded' });
    expect(await outboxTo(t, [buyer.email])).toHaveLength(1);
  });

  it('settles an e-wallet authorised at the checkout by a buyer who never came back', async () => {
    const { client, order } = await placeOrder(t, time.clock());
    const created = await createIntent(client, { order: order.id, method: 'grab_pay' });
    const checkout = new URL(created.body.data.attributes.next_action?.redirect.url ?? '');
    const page = await t.app.inject({ method: 'GET', url: checkout.pathname });
    const action = /action="([^"]*\/authorize[^"]*)"/.exec(page.body)?.[1] ?? '';
    const authorised = await t.app.inject({
      method: 'POST',
      url: action.replaceAll('&amp;', '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(authorised.statusCode).toBe(303);
    expect((await readIntent(t, created.body.data.id)).attributes.status).toBe('succeeded');

    time.set('2026-01-07T10:05:00+08:00');
    await t.app.jobs.send(RECONCILE_JOB, {});
    const state = await eventually(async () => {
      const s = await paymentState(t, order.id);
      return s.order.payed ? s : null;
    });
    expect(state.order).toMatchObject({ paymentMethod: 'grab_pay', serviceFee: 5 });
  });
});
