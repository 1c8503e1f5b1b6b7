import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardsLedger, webhookEvents } from '../../db/schema/index.js';
import type { Courier } from '../../providers/courier/courier.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { signedLalamoveWebhookBody } from '../../providers/courier/lalamove-signature.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  advance as advanceAt,
  bookedOrder as bookedOrderAt,
  deliveryRow as deliveryRowOf,
  mailIds as mailIdsOf,
  mailTo as mailToOf,
  orderRow as orderRowOf,
  postEvent as postEventAt,
  statusEvent,
  storedEvents as storedEventsOf,
  withhold as withholdAt,
  type Spoil,
} from '../../../test/delivery-kit.js';
import { LALAMOVE_WEBHOOK_PATH } from './delivery.routes.js';

// ARCHITECTURE §6 and issue 6: Lalamove's webhook at /orders/webhook/lalamove verifies the signature in
// the body, stores each event once, moves a delivery's status only forward, stores the driver,
// tells the buyer and completes the orders, all through HTTP against the simulator.

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
});
afterAll(async () => t.close());

const withhold = (on: boolean) => withholdAt(t, on);
const advance = (minutes: number) => advanceAt(t, minutes);
const bookedOrder = () => bookedOrderAt(t, courier);
const deliveryRow = (id: string) => deliveryRowOf(t, id);
const orderRow = (id: string) => orderRowOf(t, id);
const mailTo = (email: string) => mailToOf(t, email);
const mailIds = (email: string) => mailIdsOf(t, email);
const storedEvents = () => storedEventsOf(t);
const postEvent = (event: Parameters<typeof postEventAt>[1], spoil: Spoil = {}) =>
  postEventAt(t, event, spoil);

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

    // a replay of the first status event (as the simulator first signed it) changes nothing
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

  it('refuses a wrong secret, a tampered body and another key, storing nothing', async () => {
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
      await postEvent(event, { body: good.replace('"ON_GOING"', '"COMPLETED"') }),
      await postEvent(event, {
        body: good.replace(/"signature":"[0-9a-f]+"/, `"signature":"${'0'.repeat(64)}"`),
      }),
    ];
    for (const res of attempts) expect(res.status).toBe(401);
    // not an event at all: taken for Lalamove's URL check, answered, nothing stored
    expect((await postEvent(event, { body: '{"hello":' })).status).toBe(200);
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
