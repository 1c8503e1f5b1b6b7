import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { DECLINE_REASONS, UNKNOWN_DECLINE_MESSAGE, messages } from '@lutong/shared';
import { orders } from '../../db/schema/index.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { createBuyer, movableClock, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import {
  createIntent,
  outboxTo,
  payByCard,
  paymentState,
  placeOrder,
  readIntent,
} from '../../../test/payments-kit.js';

// product §6 Payment and §9 POST /orders/paymentIntentTest, issue 5: the intent is created by
// the server for the amount the server computes; the order is paid only on the provider's word.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

describe('POST /orders/paymentIntentTest', () => {
  it('charges what the server computes, whatever amount the browser sends', async () => {
    const { client, order } = await placeOrder(t, time.clock(), { price: 200, quantity: 2 });
    expect(order.total).toBe(400);

    const card = await createIntent(client, { order: order.id, method: 'visa', amount: 1 });
    expect(card.status).toBe(200);
    expect(card.body.data).toMatchObject({
      orderId: order.id,
      attributes: {
        amount: 41_500, // (400 + 15 card fee) x 100
        currency: 'PHP',
        status: 'awaiting_payment_method',
        next_action: null,
        payment_method_allowed: ['card'],
      },
    });
    expect(card.body.data.attributes.client_key).toMatch(/^pi_/);
    const atProvider = await readIntent(t, card.body.data.id);
    expect(atProvider.attributes.amount).toBe(41_500);

    // the same method and amount reuse the open intent; a cheaper method gets its own
    const again = await createIntent(client, { order: order.id, method: 'mastercard', amount: 5 });
    expect(again.body.data.id).toBe(card.body.data.id);

    const wallet = await createIntent(client, { order: order.id, method: 'gcash', amount: 41_500 });
    expect(wallet.body.data.id).not.toBe(card.body.data.id);
    expect(wallet.body.data.attributes.amount).toBe(40_500); // (400 + 5) x 100

    const { payments } = await paymentState(t, order.id);
    expect(payments.map((p) => [p.intentId, p.method, p.amountCentavos]).sort()).toEqual(
      [
        [card.body.data.id, 'visa', 41_500],
        [wallet.body.data.id, 'gcash', 40_500],
      ].sort(),
    );
    expect(payments.find((p) => p.method === 'visa')?.status).toBe('awaiting_payment_method');
  });

  it('sends an e-wallet buyer to the provider checkout, and back to the cart once authorised', async () => {
    const { client, order, buyer } = await placeOrder(t, time.clock(), { price: 150, quantity: 1 });
    const res = await createIntent(client, { order: order.id, method: 'gcash', amount: 999_999 });
    expect(res.status).toBe(200);
    const attributes = res.body.data.attributes;
    expect(attributes).toMatchObject({
      amount: 15_500, // (150 + 5 e-wallet fee) x 100
      status: 'awaiting_next_action',
      payment_method_allowed: ['gcash'],
    });
    const checkoutUrl = attributes.next_action?.redirect.url ?? '';
    expect(checkoutUrl).toContain(`/_sim/paymongo/checkout/${res.body.data.id}`);

    // coming back before authorising is an error; the order stays unpaid
    const early = await client.get(`/api/v1/orders/paymentReturn/${order.id}`);
    expect(early.status).toBe(303);
    expect(early.headers.location).toBe(`/pay/${order.id}?error=true`);

    // the buyer looked at the card form meanwhile: the return still finds the e-wallet intent
    expect((await createIntent(client, { order: order.id, method: 'visa' })).status).toBe(200);
    await authorise(checkoutUrl, 'authorize');
    const back = await client.get(`/api/v1/orders/paymentReturn/${order.id}`);
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe('/cart?payed=true');
    const state = await paymentState(t, order.id);
    expect(state.order).toMatchObject({ payed: true, paymentMethod: 'gcash', serviceFee: 5 });
    const gcash = state.payments.find((p) => p.method === 'gcash');
    expect(gcash).toMatchObject({ status: 'succeeded', amountCentavos: 15_500 });
    expect(gcash?.providerPaymentId).toMatch(/^pay_/);

    // the webhook arrives too: still one notice for the buyer
    await eventually(async () => ((await paymentState(t, order.id)).eventCount > 0 ? true : null));
    const notices = await outboxTo(t, [buyer.email]);
    expect(notices).toHaveLength(1);
  });

  it('returns a failed e-wallet authorisation to the pay page with the error flag', async () => {
    const { client, order } = await placeOrder(t, time.clock());
    const res = await createIntent(client, { order: order.id, method: 'grab_pay' });
    expect(res.body.data.attributes.payment_method_allowed).toEqual(['grab_pay']);
    await authorise(res.body.data.attributes.next_action?.redirect.url ?? '', 'fail');
    const back = await client.get(`/api/v1/orders/paymentReturn/${order.id}`);
    expect(back.headers.location).toBe(`/pay/${order.id}?error=true`);
    expect((await paymentState(t, order.id)).order.payed).toBe(false);
    const status = await client.get<{ data: { status: string; lastError: string | null } }>(
      `/api/v1/orders/paymentStatus/${order.id}`,
    );
    expect(status.body.data).toMatchObject({ status: 'awaiting_payment_method', payed: false });
    expect(status.body.data.lastError).toBeTruthy();
  });

  it("answers 404 for another buyer's order and 401 when signed out", async () => {
    const { order } = await placeOrder(t, time.clock());
    const stranger = await signedInAs(t, (await createBuyer(t.database.db)).id, time.clock());
    const res = await createIntent(stranger, { order: order.id, method: 'visa' });
    expect(res).toMatchObject({ status: 404, body: { message: messages.notFound } });
    const status = await stranger.get(`/api/v1/orders/paymentStatus/${order.id}`);
    expect(status.status).toBe(404);
    const signedOut = await createIntent(t.client(), { order: order.id, method: 'visa' });
    expect(signedOut.status).toBe(401);
    expect((await paymentState(t, order.id)).payments).toHaveLength(0);
  });

  it('refuses an order that is not placed, or whose day has closed', async () => {
    const { client, order, db } = await placeOrder(t, time.clock());
    await db.update(orders).set({ status: 'cart' }).where(eq(orders.id, order.id));
    const cart = await createIntent(client, { order: order.id, method: 'visa' });
    expect(cart).toMatchObject({ status: 409, body: { message: messages.orderNotEditable } });
    await db.update(orders).set({ status: 'placed' }).where(eq(orders.id, order.id));
    time.set('2026-01-08T21:00:00+08:00'); // Thursday evening: the order's day is over
    const late = await createIntent(client, { order: order.id, method: 'visa' });
    expect(late.status).toBe(409);
    expect((await paymentState(t, order.id)).payments).toHaveLength(0);
  });

  it('pays by card, settles on the status query, then says the order is already paid', async () => {
    const { client, order, buyer, chef } = await placeOrder(t, time.clock());
    const intent = await createIntent(client, { order: order.id, method: 'visa' });
    const paid = await payByCard(t, intent.body.data);
    expect(paid.attributes.status).toBe('succeeded');

    const status = await client.get<{ data: Record<string, unknown> }>(
      `/api/v1/orders/paymentStatus/${order.id}`,
    );
    expect(status.body.data).toEqual({ status: 'succeeded', lastError: null, payed: true });
    const state = await paymentState(t, order.id);
    expect(state.order).toMatchObject({ payed: true, paymentMethod: 'visa', serviceFee: 15 });

    const again = await createIntent(client, { order: order.id, method: 'gcash' });
    expect(again).toMatchObject({ status: 409, body: { message: messages.alreadyPaid } });
    const stock = await client.post('/api/v1/orders/confirmStock', { order: order.id });
    expect(stock.body).toMatchObject({ message: messages.alreadyPaid });

    // one notice each for the buyer and the chef, however many ways the payment was learnt
    await eventually(async () => ((await paymentState(t, order.id)).eventCount > 0 ? true : null));
    const notices = await outboxTo(t, [buyer.email, chef.email]);
    expect(notices.map((n) => n.recipient).sort()).toEqual([buyer.email, chef.email].sort());
  });

  it("shows the provider's message for a declined card and leaves the order unpaid", async () => {
    const { client, order } = await placeOrder(t, time.clock());
    const intent = await createIntent(client, { order: order.id, method: 'mastercard' });
    const declined = await payByCard(t, intent.body.data, '5100000000000198');
    expect(declined.attributes.status).toBe('awaiting_payment_method');
    const status = await client.get<{ data: { lastError: string; payed: boolean } }>(
      `/api/v1/orders/paymentStatus/${order.id}`,
    );
    expect(status.body.data.payed).toBe(false);
    expect(status.body.data.lastError).toBe(DECLINE_REASONS.insufficient_funds);
    expect((await paymentState(t, order.id)).payments[0]?.lastError).toBe(
      status.body.data.lastError,
    );
  });

  // issue 22: PayMongo's generic failed_message with a sub-code that says why
  it('says why a card was declined when the provider gives a reason, else unknown reasons', async () => {
    const { client, order } = await placeOrder(t, time.clock());
    const intent = await createIntent(client, { order: order.id, method: 'visa' });
    const cases = [
      ['5200000000000197', DECLINE_REASONS.processor_blocked],
      ['4200000000000018', 'Your card has expired. Please use another card.'],
      ['4300000000000017', DECLINE_REASONS.cvc_invalid],
      ['4230000000000004', UNKNOWN_DECLINE_MESSAGE],
    ] as const;
    for (const [card, reason] of cases) {
      const declined = await payByCard(t, intent.body.data, card);
      expect(declined.attributes.last_payment_error?.sub_code).toBeTruthy();
      const status = await client.get<{ data: { lastError: string; payed: boolean } }>(
        `/api/v1/orders/paymentStatus/${order.id}`,
      );
      expect(status.body.data).toMatchObject({ payed: false, lastError: reason });
    }
  });

  /** The Authorize / Fail form of the simulator's checkout page, as the buyer's browser posts it. */
  async function authorise(checkoutUrl: string, answer: 'authorize' | 'fail') {
    const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
    const action = new RegExp(`action="([^"]*/${answer}[^"]*)"`).exec(page.body)?.[1];
    if (!action) throw new Error(`no ${answer} form on the checkout page`);
    const res = await t.app.inject({
      method: 'POST',
      url: action.replaceAll('&amp;', '&'),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(res.statusCode).toBe(303);
  }
});
