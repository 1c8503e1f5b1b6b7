import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveries, orders, outbox, rewardsLedger, webhookEvents } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { Courier, Stop } from '../../providers/courier/courier.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { signedLalamoveWebhookBody } from '../../providers/courier/lalamove-signature.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { createChef } from '../../../test/factories.js';
import { createBuyer } from '../../../test/orders-kit.js';
import { LALAMOVE_WEBHOOK_PATH } from './delivery.routes.js';

// DESIGN §6 and issue 6: Lalamove's webhook at /orders/webhook/lalamove verifies the signature in
// the body, stores each event once, moves a delivery's status only forward, stores the driver,
// tells the buyer and completes the orders, all through HTTP against the simulator.

const greenbelt: Stop = { lat: 14.5526, lng: 121.0216, address: 'Greenbelt, Makati' };
const kapitolyo: Stop = { lat: 14.5712, lng: 121.0606, address: 'Kapitolyo, Pasig' };

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
});
afterAll(async () => t.close());

const withhold = async (on: boolean) => {
  expect((await t.client().post('/_sim/lalamove/webhooks/withhold', { on })).status).toBe(200);
};
const advance = async (minutes: number) => {
  expect((await t.client().post('/_sim/lalamove/clock/advance', { minutes })).status).toBe(200);
};

/** A finished delivery order whose courier is booked at the simulator, as finishing leaves it. */
async function bookedOrder() {
  const db = t.database.db;
  const chef = await createChef(db);
  const buyer = await createBuyer(db);
  const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
  const booked = await courier.placeOrder({
    quotationId: quote.quotationId,
    sender: { stopId: quote.stops[0]?.stopId ?? '', name: chef.name, phone: '09171110000' },
    recipients: [{ stopId: quote.stops[1]?.stopId ?? '', name: 'Maria', phone: '09172220000' }],
  });
  const deliveryId = newId();
  await db.insert(deliveries).values({
    id: deliveryId,
    chefId: chef.id,
    providerOrderId: booked.orderId,
    quotationId: quote.quotationId,
    status: booked.status,
    price: booked.priceTotal,
    shareLink: booked.shareLink,
  });
  const orderId = newId();
  await db.insert(orders).values({
    id: orderId,
    buyerId: buyer.id,
    chefId: chef.id,
    status: 'finished',
    deliveryMode: 'delivery',
    deliveryDate: 'Thu',
    createdFor: '2026-01-08',
    name: 'Maria',
    finished: true,
    finishedAt: new Date(),
    deliveryRef: deliveryId,
    foodTotal: 900,
  });
  return { chef, buyer, booked, deliveryId, orderId };
}

async function deliveryRow(id: string) {
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!row) throw new Error('no delivery');
  return row;
}
async function orderRow(id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}
const mailTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, email));
/** The ids of the messages to `email` (their sending status changes as the outbox job runs). */
const mailIds = async (email: string) => (await mailTo(email)).map((m) => m.id).sort();
const storedEvents = () =>
  t.database.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'lalamove'));

/** POSTs a Lalamove event to our endpoint, signed like Lalamove signs (or spoiled). */
async function postEvent(
  event: { eventId?: string; eventType?: string; data: unknown },
  spoil: { secret?: string; apiKey?: string; timestampSeconds?: number; body?: string } = {},
) {
  const body =
    spoil.body ??
    signedLalamoveWebhookBody(
      {
        apiKey: spoil.apiKey ?? t.config.courier.apiKey,
        apiSecret: spoil.secret ?? t.config.courier.apiSecret,
      },
      {
        path: LALAMOVE_WEBHOOK_PATH,
        timestampSeconds: spoil.timestampSeconds ?? Math.floor(Date.now() / 1000),
        event: {
          eventId: event.eventId ?? randomUUID(),
          eventType: event.eventType ?? 'ORDER_STATUS_CHANGED',
          eventVersion: 'v3',
          data: event.data,
        },
      },
    );
  const res = await fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Lalamove' },
    body,
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: { replay: boolean; applied: boolean } },
  };
}
const statusEvent = (orderId: string, status: string, previousStatus = 'ASSIGNING_DRIVER') => ({
  data: { order: { orderId, previousStatus, status }, updatedAt: new Date().toISOString() },
});

describe('the simulator drives a delivery through our webhook', () => {
  it('moves the status on the clock, stores the driver, tells the buyer and completes the order', async () => {
    await withhold(false);
    const { buyer, booked, deliveryId, orderId } = await bookedOrder();

    await advance(2);
    const going = await eventually(async () => {
      const row = await deliveryRow(deliveryId);
      return row.status === 'ON_GOING' && row.driverName ? row : null;
    });
    const live = await courier.getOrder(booked.orderId);
    const driver = await courier.getDriver(booked.orderId, live.driverId ?? '');
    expect(going).toMatchObject({
      driverName: driver.name,
      driverPhone: driver.phone,
      driverPhoto: driver.photo,
    });
    const onTheWay = await eventually(async () => {
      const mail = await mailTo(buyer.email);
      return mail.find((m) => m.subject.includes('on the way')) ?? null;
    });
    expect(onTheWay.body).toContain(driver.name);

    await advance(13);
    await eventually(async () =>
      (await deliveryRow(deliveryId)).status === 'PICKED_UP' ? true : null,
    );
    await advance(15);
    await eventually(async () =>
      (await deliveryRow(deliveryId)).status === 'COMPLETED' ? true : null,
    );
    const order = await eventually(async () => {
      const row = await orderRow(orderId);
      return row.status === 'completed' ? row : null;
    });
    expect(order.completedAt).toBeInstanceOf(Date);
    const rating = (await mailTo(buyer.email)).filter((m) =>
      m.links.some((l) => l.includes('/rating/')),
    );
    expect(rating).toHaveLength(1);
    // completion credits the buyer's rewards: 2% of the food total, rounded down (decision 012)
    const earned = await t.database.db
      .select()
      .from(rewardsLedger)
      .where(and(eq(rewardsLedger.orderId, orderId), eq(rewardsLedger.reason, 'earned')));
    expect(earned.map((e) => e.points)).toEqual([18]); // 2% of P900

    // every event was stored once and processed
    // (the simulator marks the last event delivered once our reply reaches it: wait for that)
    const ours = await eventually(async () => {
      const sent = await t
        .client()
        .get<{ deliveries: { eventId: string; orderId: string | null; status: string }[] }>(
          '/_sim/lalamove/webhooks/sent',
        );
      const mine = sent.body.deliveries.filter((d) => d.orderId === booked.orderId);
      return mine.length === 4 && mine.every((d) => d.status === 'delivered') ? mine : null;
    });
    expect(ours.map((d) => d.status)).toEqual(['delivered', 'delivered', 'delivered', 'delivered']);
    const stored = (await storedEvents()).filter((e) => ours.some((d) => d.eventId === e.eventId));
    expect(stored).toHaveLength(ours.length);
    expect(stored.every((e) => e.processedAt !== null)).toBe(true);

    // a replay of the first status event (signed afresh by the simulator) changes nothing
    const before = { delivery: await deliveryRow(deliveryId), mail: await mailIds(buyer.email) };
    const first = ours[1];
    const resent = await t
      .client()
      .post('/_sim/lalamove/webhooks/resend', { eventId: first?.eventId });
    expect(resent.status).toBe(200);
    await eventually(async () => {
      const again = await t
        .client()
        .get<{ deliveries: { eventId: string; status: string }[] }>('/_sim/lalamove/webhooks/sent');
      const copies = again.body.deliveries.filter((d) => d.eventId === first?.eventId);
      return copies.length === 2 && copies.every((d) => d.status === 'delivered') ? true : null;
    });
    expect(await deliveryRow(deliveryId)).toEqual(before.delivery);
    expect(await mailIds(buyer.email)).toEqual(before.mail);
    expect((await orderRow(orderId)).status).toBe('completed');
  });
});

describe('POST /orders/webhook/lalamove', () => {
  it('ignores replays and events that would move a status backwards', async () => {
    await withhold(true);
    const { buyer, booked, deliveryId } = await bookedOrder();
    const picked = statusEvent(booked.orderId, 'PICKED_UP', 'ON_GOING');
    const eventId = randomUUID();
    expect((await postEvent({ eventId, ...picked })).body.data).toEqual({
      received: true,
      replay: false,
      applied: true,
    });
    expect((await deliveryRow(deliveryId)).status).toBe('PICKED_UP');
    const mails = await mailIds(buyer.email);

    // the same event again: stored once, nothing changes
    expect((await postEvent({ eventId, ...picked })).body.data).toMatchObject({ replay: true });
    // a late ON_GOING and a late ASSIGNING_DRIVER: acknowledged, not applied
    for (const late of ['ON_GOING', 'ASSIGNING_DRIVER']) {
      const res = await postEvent(statusEvent(booked.orderId, late));
      expect(res).toMatchObject({ status: 200, body: { data: { replay: false, applied: false } } });
    }
    expect((await deliveryRow(deliveryId)).status).toBe('PICKED_UP');
    expect(await mailIds(buyer.email)).toEqual(mails);
    expect((await storedEvents()).filter((e) => e.eventId === eventId)).toHaveLength(1);

    // terminal statuses stay
    await postEvent(statusEvent(booked.orderId, 'COMPLETED', 'PICKED_UP'));
    await postEvent(statusEvent(booked.orderId, 'CANCELED', 'PICKED_UP'));
    expect((await deliveryRow(deliveryId)).status).toBe('COMPLETED');
  });

  it('refuses a wrong secret, a tampered body, another key and a stale timestamp, storing nothing', async () => {
    await withhold(true);
    const { booked, deliveryId } = await bookedOrder();
    const event = { eventId: randomUUID(), ...statusEvent(booked.orderId, 'ON_GOING') };
    const good = signedLalamoveWebhookBody(t.config.courier, {
      path: LALAMOVE_WEBHOOK_PATH,
      timestampSeconds: Math.floor(Date.now() / 1000),
      event: { eventType: 'ORDER_STATUS_CHANGED', eventVersion: 'v3', ...event },
    });
    const attempts = [
      await postEvent(event, { secret: 'sk_not_ours' }),
      await postEvent(event, { apiKey: 'pk_not_ours' }),
      await postEvent(event, { timestampSeconds: Math.floor(Date.now() / 1000) - 10 * 60 }),
      await postEvent(event, { body: good.replace('"ON_GOING"', '"COMPLETED"') }),
      await postEvent(event, {
        body: good.replace(/"signature":"[0-9a-f]+"/, `"signature":"${'0'.repeat(64)}"`),
      }),
    ];
    for (const res of attempts) expect(res.status).toBe(401);
    expect((await postEvent(event, { body: '{"hello":' })).status).toBe(400);
    expect((await deliveryRow(deliveryId)).status).toBe('ASSIGNING_DRIVER');
    expect((await storedEvents()).filter((e) => e.eventId === event.eventId)).toHaveLength(0);

    // the untouched event still goes through
    expect((await postEvent(event, { body: good })).body.data).toMatchObject({ applied: true });
    expect((await deliveryRow(deliveryId)).status).toBe('ON_GOING');
  });

  it("acknowledges Lalamove's empty URL check and events for orders that are not ours", async () => {
    const empty = await fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, { method: 'POST' });
    expect(empty.status).toBe(200);
    const eventId = randomUUID();
    const res = await postEvent({ eventId, ...statusEvent('9999999999999999999', 'ON_GOING') });
    expect(res).toMatchObject({ status: 200, body: { data: { replay: false, applied: false } } });
    const [stored] = (await storedEvents()).filter((e) => e.eventId === eventId);
    expect(stored?.processedAt).not.toBeNull();

    // a server-to-server call: exempt from the same-origin guard whatever its headers say
    const body = signedLalamoveWebhookBody(t.config.courier, {
      path: LALAMOVE_WEBHOOK_PATH,
      timestampSeconds: Math.floor(Date.now() / 1000),
      event: {
        eventId: randomUUID(),
        eventType: 'ORDER_AMOUNT_CHANGED',
        eventVersion: 'v3',
        data: { order: { orderId: '9999999999999999998' } },
      },
    });
    const foreign = await fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', origin: 'https://elsewhere.example' },
      body,
    });
    expect(foreign.status).toBe(200);
  });

  it('records cancellations and rejections from the courier', async () => {
    await withhold(false);
    const cancelled = await bookedOrder();
    await courier.cancelOrder(cancelled.booked.orderId);
    const row = await eventually(async () => {
      const r = await deliveryRow(cancelled.deliveryId);
      return r.status === 'CANCELED' ? r : null;
    });
    expect(row.cancelledAt).toBeInstanceOf(Date);
    expect((await orderRow(cancelled.orderId)).status).toBe('finished');

    const rejected = await bookedOrder();
    await t
      .client()
      .post(`/_sim/lalamove/orders/${rejected.booked.orderId}/status`, { status: 'REJECTED' });
    await eventually(async () =>
      (await deliveryRow(rejected.deliveryId)).status === 'REJECTED' ? true : null,
    );
    const events = await t.database.db
      .select()
      .from(webhookEvents)
      .where(
        and(eq(webhookEvents.provider, 'lalamove'), eq(webhookEvents.type, 'ORDER_STATUS_CHANGED')),
      );
    expect(events.length).toBeGreaterThan(0);
  });
});
