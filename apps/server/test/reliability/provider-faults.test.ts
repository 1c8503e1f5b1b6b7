import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OrderView } from '@lutong/shared';
import { deliveries } from '../../src/db/schema/index.js';
import { DEFAULT_COURIER_TIMEOUT_MS } from '../../src/providers/courier/lalamove.js';
import { DEFAULT_GEOCODING_TIMEOUT_MS } from '../../src/providers/geocoding/google-maps.js';
import { JWKS_TIMEOUT_MS } from '../../src/providers/identity/google-verifier.js';
import { DEFAULT_MAIL_TIMEOUT_MS } from '../../src/providers/mail/mailer.js';
import { DEFAULT_PAYMENTS_TIMEOUT_MS } from '../../src/providers/payments/paymongo.js';
import {
  STORAGE_CONNECT_TIMEOUT_MS,
  STORAGE_REQUEST_TIMEOUT_MS,
} from '../../src/providers/storage/storage.js';
import { createTestApp, eventually, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import {
  createBuyer,
  dishStock,
  movableClock,
  THURSDAY_DUE,
  orderRow,
  signedInAs,
  snapshot,
  THURSDAY,
  WEDNESDAY_10AM,
} from '../orders-kit.js';
import {
  createIntent,
  outboxTo,
  payByCard,
  paymentState,
  placeOrder,
  readIntent,
  sentFor,
  withholdWebhooks,
} from '../payments-kit.js';
import { BUYER_POINTS, chefCalls, messagesTo, newChef, pay, placedOrder } from '../seller-kit.js';
import {
  createTally,
  FAULTS,
  recordFaultFigures,
  setFault,
  shortTimeouts,
  TEST_TIMEOUT_MS,
} from './provider-faults-kit.js';

// Issue 9 §8: PayMongo and Lalamove switched to erroring and to slow (the client's timeout fires)
// while a buyer pays and checks out and a chef books the courier, through HTTP against the
// simulators. Each time: the spec's message, the order exactly as it was (read from the
// database), and the same request succeeding once the provider is back, with nothing done twice.

const time = movableClock();
const tally = createTally();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: shortTimeouts });
});
afterAll(async () => {
  recordFaultFigures('faults', tally, [
    [
      'timeouts in production (ms)',
      [
        `payments ${DEFAULT_PAYMENTS_TIMEOUT_MS}`,
        `courier ${DEFAULT_COURIER_TIMEOUT_MS}`,
        `geocoding ${DEFAULT_GEOCODING_TIMEOUT_MS}`,
        `mail and SMS ${DEFAULT_MAIL_TIMEOUT_MS}`,
        `Google sign-in keys ${JWKS_TIMEOUT_MS}`,
        `photo storage ${STORAGE_CONNECT_TIMEOUT_MS} to connect, ${STORAGE_REQUEST_TIMEOUT_MS} per upload`,
      ].join('; '),
    ],
    ['client timeout in these tests (ms)', TEST_TIMEOUT_MS],
    [
      'problems found and fixed',
      [
        'a courier booking whose answer timed out was still made at Lalamove: the retry booked a second courier (now cancelled when its webhook comes)',
        'mail had no fault switch and no deadline for a whole send (now MAIL_TIMEOUT_MS around every mailer, SMS included)',
        'mail was given up for good after 8 attempts, about 10 minutes of outage (now retried for about a day)',
        'a seller application sent while Google Maps was down was approved without a location (now located again at approval)',
        "an e-wallet attach that timed out showed our own text instead of the spec's 'There was an error in processing the payment'",
        'S3 photo storage had no timeout at all',
      ].join('; '),
    ],
  ]);
  await t.close();
});
beforeEach(async () => {
  time.set(WEDNESDAY_10AM);
  for (const provider of ['paymongo', 'lalamove'] as const) await setFault(t, provider, 'ok');
});

describe.each(FAULTS)('PayMongo %s', (mode) => {
  it('refuses to start a payment with the spec message, keeps the order, and pays once on retry', async () => {
    tally.cell('paymongo', mode);
    const { client, order, dish, buyer } = await placeOrder(t, time.clock(), { price: 180 });
    const before = await paymentState(t, order.id);
    const stock = await dishStock(t.database.db, dish.id);

    await setFault(t, 'paymongo', mode);
    for (const method of ['visa', 'gcash'] as const) {
      await tally.underFault(mode, () => createIntent(client, { order: order.id, method }), {
        status: 502,
        message: messages.paymentCreateFailed,
      });
    }
    const during = await paymentState(t, order.id);
    expect(during.order).toEqual(before.order); // placed, unpaid, same total
    expect(during.payments).toEqual([]);
    expect(await dishStock(t.database.db, dish.id)).toEqual(stock); // still held
    tally.counts.intact += 1;

    await setFault(t, 'paymongo', 'ok');
    const intent = await createIntent(client, { order: order.id, method: 'visa' });
    expect(intent.status).toBe(200);
    expect(intent.body.data.attributes.amount).toBe((360 + 15) * 100);
    await payByCard(t, intent.body.data);
    const status = await client.get<{ data: { payed: boolean } }>(
      `/api/v1/orders/paymentStatus/${order.id}`,
    );
    expect(status.body.data.payed).toBe(true);
    tally.counts.retries += 1;

    const after = await paymentState(t, order.id);
    expect(after.order).toMatchObject({ status: 'placed', payed: true, total: 360 });
    expect(after.payments.map((p) => p.status)).toEqual(['succeeded']);
    expect((await readIntent(t, intent.body.data.id)).attributes.payments).toHaveLength(1);
    expect(await dishStock(t.database.db, dish.id)).toEqual(stock);
    await eventually(async () => ((await outboxTo(t, [buyer.email])).length ? true : null));
    expect(await outboxTo(t, [buyer.email])).toHaveLength(1);
  });

  it("keeps an authorised e-wallet payment's order unpaid while the provider fails, then settles it once", async () => {
    tally.cell('paymongo', mode);
    const { client, order, buyer } = await placeOrder(t, time.clock());
    await withholdWebhooks(t, true);
    try {
      const intent = await createIntent(client, { order: order.id, method: 'gcash' });
      await authorise(intent.body.data.attributes.next_action?.redirect.url ?? '');

      await setFault(t, 'paymongo', mode);
      // back from GCash: the intent cannot be asked about, so the pay page's error flag (product §2)
      const back = await tally.underFault(mode, () =>
        client.get(`/api/v1/orders/paymentReturn/${order.id}`),
      );
      expect(back.headers.location).toBe(`/pay/${order.id}?error=true`);
      await tally.underFault(mode, () => client.get(`/api/v1/orders/paymentStatus/${order.id}`), {
        status: 502,
        message: messages.paymentProcessingFailed,
      });
      const during = await paymentState(t, order.id);
      expect(during.order).toMatchObject({ status: 'placed', payed: false });
      expect(during.payments.map((p) => p.status)).toEqual(['awaiting_next_action']);
      tally.counts.intact += 1;

      await setFault(t, 'paymongo', 'ok');
      const again = await client.get(`/api/v1/orders/paymentReturn/${order.id}`);
      expect(again.headers.location).toBe('/cart?payed=true');
      tally.counts.retries += 1;

      // the withheld webhook, delivered late, changes nothing: one payment, one notice
      const [paid] = await sentFor(t, intent.body.data.id);
      expect(paid?.type).toBe('payment.paid');
      await t.client().post('/_sim/paymongo/webhooks/resend', { eventId: paid?.eventId });
      await eventually(async () => ((await paymentState(t, order.id)).eventCount ? true : null));
      const after = await paymentState(t, order.id);
      expect(after.order).toMatchObject({ payed: true, paymentMethod: 'gcash' });
      expect(after.payments.map((p) => p.status)).toEqual(['succeeded']);
      expect((await readIntent(t, intent.body.data.id)).attributes.payments).toHaveLength(1);
      expect(await outboxTo(t, [buyer.email])).toHaveLength(1);
    } finally {
      await withholdWebhooks(t, false);
    }
  });
});

describe('a PayMongo e-wallet attach whose answer never comes back', () => {
  it("shows the spec's processing message, then reuses the same intent on retry", async () => {
    tally.cell('paymongo', 'slow');
    const { client, order } = await placeOrder(t, time.clock());
    // the intent and the GCash method are made; attaching them to each other times out
    await setFault(t, 'paymongo', 'slow', 'POST /v1/payment_intents/');
    await tally.underFault(
      'slow',
      () => createIntent(client, { order: order.id, method: 'gcash' }),
      {
        status: 502,
        message: messages.paymentProcessingFailed,
      },
    );
    const during = await paymentState(t, order.id);
    expect(during.order).toMatchObject({ status: 'placed', payed: false });
    expect(during.payments).toHaveLength(1);
    tally.counts.intact += 1;

    await setFault(t, 'paymongo', 'ok');
    const retry = await createIntent(client, { order: order.id, method: 'gcash' });
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(during.payments[0]?.intentId); // no second intent
    expect(retry.body.data.attributes.next_action?.redirect.url).toContain('/checkout/');
    tally.counts.retries += 1;
    expect((await paymentState(t, order.id)).payments).toHaveLength(1);
  });
});

/** The Authorize button of the simulator's e-wallet checkout page, as the buyer's browser posts it. */
async function authorise(checkoutUrl: string) {
  const page = await t.app.inject({ method: 'GET', url: new URL(checkoutUrl).pathname });
  const action = /action="([^"]*\/authorize[^"]*)"/.exec(page.body)?.[1];
  if (!action) throw new Error('no authorize form on the checkout page');
  const res = await t.app.inject({
    method: 'POST',
    url: action.replaceAll('&amp;', '&'),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  expect(res.statusCode).toBe(303);
}

/** A signed-in buyer's cart order (Thursday) with a chef who delivers. */
async function cartOrder() {
  const db = t.database.db;
  const chef = await createChef(db, { address: '1 Ayala Ave, Makati' });
  const dish = await createDish(db, chef.id, { price: 150, weeklyStock: 9 });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, time.clock());
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: 2,
    ...THURSDAY,
  });
  return { db, dish, buyer, client, order: added.body.data.order };
}

/** A chef's confirmed, paid delivery order, ready to be finished (product §6). */
async function readyDelivery() {
  const chef = await newChef(t);
  const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
  const placed = await placedOrder(t, time.clock(), chef, { mode: 'delivery' });
  await pay(t, placed.client, placed.order.id);
  expect((await calls.confirm(placed.order.id)).status).toBe(200);
  time.set(THURSDAY_DUE); // the order's day, after its slot (decision 018)
  return { chef, calls, ...placed };
}

type SimBooking = { orderId: string; status: string; metadata: Record<string, string> };

/** The bookings the Lalamove simulator holds for one of our orders. */
async function bookingsFor(orderId: string): Promise<SimBooking[]> {
  const res = await t.client().get<{ orders: SimBooking[] }>('/_sim/lalamove/orders');
  return res.body.orders.filter((o) => (o.metadata.orderIds ?? '').split(',').includes(orderId));
}

/** The order row as the chef's calls may change it (updatedAt moves with any write). */
const orderNow = async (orderId: string) => {
  const { updatedAt: _written, ...row } = await orderRow(t.database.db, orderId);
  return row;
};

const deliveriesOf = (chefId: string) =>
  t.database.db.select().from(deliveries).where(eq(deliveries.chefId, chefId));

describe.each(FAULTS)('Lalamove %s', (mode) => {
  it('gives the delivery fee message at checkout, keeps the cart, and places the order on retry', async () => {
    tally.cell('lalamove', mode);
    const { db, dish, buyer, client, order } = await cartOrder();
    const point = BUYER_POINTS[0];
    const details = { name: 'Maria', phone: '0917 123 4567', selectedTime: 12 };
    const feeUrl = `/api/v1/orders/delivery/${order.id}?lat=${point.lat}&lng=${point.lng}`;
    const before = await snapshot(db, buyer.id, [dish.id]);

    await setFault(t, 'lalamove', mode);
    const expected = { status: 502, message: messages.deliveryFeeFailed };
    await tally.underFault(mode, () => client.get(feeUrl), expected);
    await tally.underFault(
      mode,
      () =>
        client.patch(`/api/v1/orders/${order.id}`, {
          ...details,
          deliveryMode: 'delivery',
          ...point,
        }),
      expected,
    );
    expect(await snapshot(db, buyer.id, [dish.id])).toEqual(before); // a cart, no stock taken
    tally.counts.intact += 1;

    await setFault(t, 'lalamove', 'ok');
    const fee = await client.get<{ data: number }>(feeUrl);
    expect(fee.status).toBe(200);
    const placed = await client.patch<{ data: { order: OrderView } }>(
      `/api/v1/orders/${order.id}`,
      { ...details, deliveryMode: 'delivery', ...point },
    );
    expect(placed.status).toBe(200);
    expect(placed.body.data.order).toMatchObject({
      status: 'placed',
      deliveryFee: fee.body.data,
      total: 300 + fee.body.data,
    });
    expect((await dishStock(db, dish.id)).weeklyQuantity).toBe(2); // reserved once
    tally.counts.retries += 1;
  });

  it("answers the chef's finish with the booking message, keeps the order, and books once on retry", async () => {
    tally.cell('lalamove', mode);
    const { chef, calls, order, buyer } = await readyDelivery();
    const before = await orderNow(order.id);

    await setFault(t, 'lalamove', mode);
    await tally.underFault(mode, () => calls.finish(order.id), {
      status: 502,
      message: messages.courierBookingFailed,
    });
    expect(await orderNow(order.id)).toEqual(before); // unfinished, no courier
    expect(await deliveriesOf(chef.id)).toEqual([]);
    const booked = (await messagesTo(t, [buyer.email])).filter((m) =>
      m.subject.includes('courier is booked'),
    );
    expect(booked).toEqual([]);
    tally.counts.intact += 1;

    await setFault(t, 'lalamove', 'ok');
    const done = await calls.finish(order.id);
    expect(done).toMatchObject({ status: 200, body: { data: { order: { finished: true } } } });
    tally.counts.retries += 1;
    expect(await deliveriesOf(chef.id)).toHaveLength(1);
    expect(await bookingsFor(order.id)).toHaveLength(1);
  });
});

describe('a Lalamove booking whose answer never comes back', () => {
  it('is booked at the courier anyway; the retry books again and the stray booking is cancelled', async () => {
    tally.cell('lalamove', 'slow');
    const { chef, calls, order } = await readyDelivery();
    const before = await orderNow(order.id);

    // the quote goes through; the booking's answer is late, so our client gives up on it
    await setFault(t, 'lalamove', 'slow', 'POST /v3/orders');
    await tally.underFault('slow', () => calls.finish(order.id), {
      status: 502,
      message: messages.courierBookingFailed,
    });
    expect(await orderNow(order.id)).toEqual(before);
    expect(await deliveriesOf(chef.id)).toEqual([]);
    tally.counts.intact += 1;
    // ... but Lalamove took the booking after we stopped waiting, as a real provider may
    const [stray] = await eventually(async () => {
      const found = await bookingsFor(order.id);
      return found.length ? found : null;
    });

    await setFault(t, 'lalamove', 'ok');
    const done = await calls.finish(order.id);
    expect(done.status).toBe(200);
    tally.counts.retries += 1;
    const [ours] = await deliveriesOf(chef.id);
    expect(ours?.providerOrderId).not.toBe(stray?.orderId);

    // a driver takes each booking and Lalamove tells us: the one we never recorded is cancelled
    const advanced = await t.client().post('/_sim/lalamove/clock/advance', { minutes: 3 });
    expect(advanced.status).toBe(200);
    const live = await eventually(async () => {
      const found = await bookingsFor(order.id);
      const open = found.filter((b) => b.status !== 'CANCELED');
      return found.length === 2 && open.length === 1 ? open : null;
    });
    expect(live.map((b) => b.orderId)).toEqual([ours?.providerOrderId]);
    expect(await orderRow(t.database.db, order.id)).toMatchObject({
      finished: true,
      deliveryRef: ours?.id,
    });
  });
});
