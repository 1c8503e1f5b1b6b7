import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Courier } from '../../providers/courier/courier.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  advance,
  bookedOrder,
  deliveryRow,
  lalamoveBody,
  mailIds,
  orderRow,
  postEvent,
  statusEvent,
  storedEvents,
  withhold,
} from '../../../test/delivery-kit.js';
import { LALAMOVE_WEBHOOK_PATH } from './delivery.routes.js';

// Issue 20, Providers 3 and 4 (decision 026): a correctly signed Lalamove event of any age is
// applied once (Lalamove retries for 24 hours with the original timestamp); the URL check is
// answered whatever its body; ORDER_REPLACED is followed, ORDER_EDITED and DRIVER_ASSIGNED applied,
// other event types acknowledged.

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
});
afterAll(async () => t.close());

const post = (body: string) =>
  fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Lalamove' },
    body,
  });

describe('events of any age, each once', () => {
  it('applies an event signed two hours ago, answers its replay without change, refuses it tampered', async () => {
    await withhold(t, true);
    const { buyer, booked, deliveryId, orderId } = await bookedOrder(t, courier);
    const twoHoursAgo = Math.floor(Date.now() / 1000) - 2 * 60 * 60;
    const event = {
      eventId: randomUUID(),
      ...statusEvent(booked.orderId, 'COMPLETED', 'PICKED_UP'),
    };
    const body = lalamoveBody(t, event, { timestampSeconds: twoHoursAgo });

    const tampered = await post(body.replace('"COMPLETED"', '"CANCELED"'));
    expect(tampered.status).toBe(401);
    expect((await deliveryRow(t, deliveryId)).status).toBe('ASSIGNING_DRIVER');

    const first = await post(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ data: { replay: false, applied: true } });
    expect((await deliveryRow(t, deliveryId)).status).toBe('COMPLETED');
    expect((await orderRow(t, orderId)).status).toBe('completed');
    const after = {
      delivery: await deliveryRow(t, deliveryId),
      mail: await mailIds(t, buyer.email),
    };
    expect(after.mail.length).toBeGreaterThan(0);

    // the very same signed body again (a replay, or Lalamove's retry that crossed our answer)
    const again = await post(body);
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ data: { replay: true, applied: false } });
    expect(await deliveryRow(t, deliveryId)).toEqual(after.delivery);
    expect(await mailIds(t, buyer.email)).toEqual(after.mail);
    expect((await storedEvents(t)).filter((e) => e.eventId === event.eventId)).toHaveLength(1);
  });

  it("answers Lalamove's URL check whatever its body, storing nothing", async () => {
    const before = (await storedEvents(t)).length;
    for (const body of ['{}', '', 'ping', '{"url":"https://example.com"}', '[]']) {
      const res = await post(body);
      expect(res.status, body).toBe(200);
    }
    expect((await storedEvents(t)).length).toBe(before);
  });

  it('acknowledges event types it does not act on, storing them', async () => {
    const eventId = randomUUID();
    const res = await postEvent(t, {
      eventId,
      eventType: 'WALLET_BALANCE_CHANGED',
      data: { balance: { currency: 'PHP', amount: '1000' }, updatedAt: new Date().toISOString() },
    });
    expect(res).toMatchObject({ status: 200, body: { data: { replay: false, applied: false } } });
    const [stored] = (await storedEvents(t)).filter((e) => e.eventId === eventId);
    expect(stored?.processedAt).not.toBeNull();
  });
});

describe('events beyond status changes, from the simulator', () => {
  it('follows a replaced booking: later events of the new one complete the delivery, nothing is cancelled', async () => {
    await withhold(t, false);
    const { booked, deliveryId, orderId } = await bookedOrder(t, courier);
    await advance(t, 2);
    await eventually(async () =>
      (await deliveryRow(t, deliveryId)).status === 'ON_GOING' ? true : null,
    );

    const replaced = await t
      .client()
      .post<{ orderId: string }>(`/_sim/lalamove/orders/${booked.orderId}/replace`);
    expect(replaced.status).toBe(200);
    const newId = replaced.body.orderId;
    await eventually(async () =>
      (await deliveryRow(t, deliveryId)).providerOrderId === newId ? true : null,
    );

    // the new booking finds a driver, picks up and delivers: its events reach the same delivery
    await advance(t, 30);
    await eventually(async () =>
      (await deliveryRow(t, deliveryId)).status === 'COMPLETED' ? true : null,
    );
    expect((await orderRow(t, orderId)).status).toBe('completed');
    // never taken for a stray booking: the new booking was not cancelled
    expect((await courier.getOrder(newId)).status).toBe('COMPLETED');
  });

  it('follows a replacement whose events come before ORDER_REPLACED, never cancelling it', async () => {
    await withhold(t, true);
    const { booked, deliveryId } = await bookedOrder(t, courier);
    const replaced = await t
      .client()
      .post<{ orderId: string }>(`/_sim/lalamove/orders/${booked.orderId}/replace`);
    const newId = replaced.body.orderId;
    // the new booking's first status change arrives first: its orders' own booking has ended
    const early = await postEvent(t, statusEvent(newId, 'ON_GOING'));
    expect(early).toMatchObject({ status: 200, body: { data: { applied: true } } });
    expect(await deliveryRow(t, deliveryId)).toMatchObject({
      providerOrderId: newId,
      status: 'ON_GOING',
    });
    expect((await courier.getOrder(newId)).status).toBe('ASSIGNING_DRIVER');

    // ORDER_REPLACED comes late: nothing more to do
    const replacedEvent = {
      eventType: 'ORDER_REPLACED',
      data: { order: { orderId: newId, status: 'ASSIGNING_DRIVER' }, prevOrderId: booked.orderId },
    };
    expect(await postEvent(t, replacedEvent)).toMatchObject({
      status: 200,
      body: { data: { applied: false } },
    });
    expect((await deliveryRow(t, deliveryId)).providerOrderId).toBe(newId);
    expect((await courier.getOrder(newId)).status).toBe('ASSIGNING_DRIVER');
  });

  it('stores the new driver on DRIVER_ASSIGNED and the new price on ORDER_EDITED', async () => {
    await withhold(t, false);
    const { booked, deliveryId } = await bookedOrder(t, courier);
    await advance(t, 2);
    const first = await eventually(async () => {
      const row = await deliveryRow(t, deliveryId);
      return row.status === 'ON_GOING' && row.driverName ? row : null;
    });

    const changed = await t.client().post(`/_sim/lalamove/orders/${booked.orderId}/driver`);
    expect(changed.status).toBe(200);
    const live = await courier.getOrder(booked.orderId);
    const driver = await courier.getDriver(booked.orderId, live.driverId ?? '');
    const second = await eventually(async () => {
      const row = await deliveryRow(t, deliveryId);
      return row.driverPhone === driver.phone ? row : null;
    });
    expect(second).toMatchObject({ driverName: driver.name, driverPhoto: driver.photo });
    expect(second.driverPhone).not.toBe(first.driverPhone);

    const edited = await t
      .client()
      .post(`/_sim/lalamove/orders/${booked.orderId}/edit`, { total: '211.50' });
    expect(edited.status).toBe(200);
    await eventually(async () => ((await deliveryRow(t, deliveryId)).price === 212 ? true : null));
    expect((await deliveryRow(t, deliveryId)).status).toBe('ON_GOING');
  });
});
