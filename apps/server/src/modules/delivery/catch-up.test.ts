import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rewardsLedger } from '../../db/schema/index.js';
import type { Courier } from '../../providers/courier/courier.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  advance,
  bookedOrder,
  deliveryRow,
  mailTo,
  orderRow,
  sentLog,
  webhookOutage,
  withhold,
} from '../../../test/delivery-kit.js';
import { CATCH_UP_AFTER_MS } from './catch-up.js';

// Issue 20, Providers 3 (decision 026): after an outage Lalamove retries its events with their
// original timestamps, and they still complete the delivery; events lost entirely are caught up
// by the job that asks Lalamove about quiet deliveries, through the webhook's own code path.

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
});
afterAll(async () => t.close());

/** What a completed delivery leaves: the order completed, rewards earned, a rating asked for. */
async function expectCompleted(orderId: string, email: string) {
  const order = await eventually(async () => {
    const row = await orderRow(t, orderId);
    return row.status === 'completed' ? row : null;
  });
  expect(order.completedAt).toBeInstanceOf(Date);
  const earned = await t.database.db
    .select()
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.orderId, orderId), eq(rewardsLedger.reason, 'earned')));
  expect(earned.map((e) => e.points)).toEqual([18]); // 2% of P900
  const mail = await mailTo(t, email);
  expect(mail.filter((m) => m.links.some((l) => l.includes('/rating/')))).toHaveLength(1);
  return mail;
}

const ageOf = (body: string) =>
  Math.floor(Date.now() / 1000) - (JSON.parse(body) as { timestamp: number }).timestamp;

describe('Lalamove retries after an outage', () => {
  it('events refused for ten minutes arrive again with their original timestamps and complete the delivery', async () => {
    await withhold(t, false);
    const outage = await webhookOutage(t);
    try {
      const { buyer, booked, deliveryId, orderId } = await bookedOrder(t, courier);
      // the driver accepts, picks up and delivers while our endpoint answers 500
      await advance(t, 30);
      const failed = await eventually(async () => {
        const mine = (await sentLog(t)).filter((d) => d.orderId === booked.orderId);
        return mine.length === 4 && mine.every((d) => d.attempts.length > 0) ? mine : null;
      });
      expect(failed.every((d) => d.status === 'sending')).toBe(true);
      expect(failed.flatMap((d) => d.attempts.map((a) => a.httpStatus))).toEqual([
        500, 500, 500, 500,
      ]);
      // five minutes on: the first retries are refused too
      await advance(t, 5);
      await eventually(async () => {
        const mine = (await sentLog(t)).filter((d) => d.orderId === booked.orderId);
        return mine.every((d) => d.attempts.length === 2) ? true : null;
      });
      expect((await deliveryRow(t, deliveryId)).status).toBe('ASSIGNING_DRIVER');

      // ten minutes on, the endpoint is back: the next retries get through
      outage.up();
      await advance(t, 10);
      await eventually(async () =>
        (await deliveryRow(t, deliveryId)).status === 'COMPLETED' ? true : null,
      );
      await expectCompleted(orderId, buyer.email);
      // they carried their original timestamps: older than the five minutes once refused
      expect(outage.passed.length).toBeGreaterThanOrEqual(4);
      for (const body of outage.passed) expect(ageOf(body)).toBeGreaterThan(10 * 60);
      const delivered = await eventually(async () => {
        const mine = (await sentLog(t)).filter((d) => d.orderId === booked.orderId);
        return mine.every((d) => d.status === 'delivered') ? mine : null;
      });
      expect(delivered).toHaveLength(4);
    } finally {
      await outage.close();
    }
  });
});

describe('the catch-up job', () => {
  it('completes a delivery whose webhooks were lost, as the webhook would, once', async () => {
    await withhold(t, true);
    const { buyer, deliveryId, orderId } = await bookedOrder(t, courier);
    await advance(t, 30);
    const start = Date.now();

    // not quiet long enough yet: left to the webhook
    await t.app.deliveryCatchUp.catchUp(new Date(start + CATCH_UP_AFTER_MS - 60_000));
    expect((await deliveryRow(t, deliveryId)).status).toBe('ASSIGNING_DRIVER');

    const run = await t.app.deliveryCatchUp.catchUp(new Date(start + CATCH_UP_AFTER_MS + 60_000));
    expect(run.moved).toBeGreaterThanOrEqual(1);
    expect((await deliveryRow(t, deliveryId)).status).toBe('COMPLETED');
    await expectCompleted(orderId, buyer.email);

    // a later run changes nothing more
    const mail = (await mailTo(t, buyer.email)).map((m) => m.id).sort();
    await t.app.deliveryCatchUp.catchUp(new Date(start + 3 * CATCH_UP_AFTER_MS));
    expect((await mailTo(t, buyer.email)).map((m) => m.id).sort()).toEqual(mail);
    await expectCompleted(orderId, buyer.email);
  });

  it('stores the driver and tells the buyer when a driver took the booking unheard', async () => {
    await withhold(t, true);
    const { buyer, booked, deliveryId } = await bookedOrder(t, courier);
    await advance(t, 2);
    await t.app.deliveryCatchUp.catchUp(new Date(Date.now() + CATCH_UP_AFTER_MS + 60_000));
    const live = await courier.getOrder(booked.orderId);
    const driver = await courier.getDriver(booked.orderId, live.driverId ?? '');
    expect(await deliveryRow(t, deliveryId)).toMatchObject({
      status: 'ON_GOING',
      driverName: driver.name,
      driverPhone: driver.phone,
    });
    const mail = await mailTo(t, buyer.email);
    expect(mail.filter((m) => m.subject.includes('on the way'))).toHaveLength(1);
  });
});
