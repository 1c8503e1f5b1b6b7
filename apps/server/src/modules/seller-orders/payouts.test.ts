// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { commissionOf, trackingTexts } from '@lutong/shared';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  movableClock,
  signedInAs,
  THURSDAY_DUE,
  WEDNESDAY_10AM,
} from '../../../test/orders-kit.js';
import { finishedSale } from '../../../test/payouts-kit.js';
import { chefCalls, newChef, pay, placedOrder } from '../../../test/seller-kit.js';
import { listPayouts } from './seller-orders.repo.js';
import { PAYOUT_CRON, runWeeklyPayouts } from './payouts.js';
import { mondayOf, previousWeek } from './weeks.js';

// product §1 and §11 (issue 6): money for sellers. Monthly revenue, the amount due, and the
// weekly payout run (Monday 20:00 Manila, 5% commission) recorded once per chef and week.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

/** A chef with one paid pickup order (2 x 200) finished on its day, Thursday 8 January. */
const chefWithSale = () => finishedSale(t, time);

describe('manila weeks', () => {
  it('finds the Monday of a week and the week before, whatever the server TZ', () => {
    expect(mondayOf(new Date('2026-01-07T10:00:00+08:00'))).toBe('2026-01-05');
    // Sunday 23:30 Manila is still the week of Monday 5 January
    expect(mondayOf(new Date('2026-01-11T23:30:00+08:00'))).toBe('2026-01-05');
    expect(mondayOf(new Date('2026-01-12T00:00:00+08:00'))).toBe('2026-01-12');
    const week = previousWeek(new Date('2026-01-12T20:00:00+08:00'));
    expect(week.weekStart).toBe('2026-01-05');
    expect(week.from.toISOString()).toBe('2026-01-04T16:00:00.000Z');
    expect(week.to.toISOString()).toBe('2026-01-11T16:00:00.000Z');
    expect(PAYOUT_CRON).toBe('0 20 * * 1');
  });
});

describe('money for sellers', () => {
  it('shows monthly revenue, the amount due and the order count; chef only', async () => {
    const { chefClient, placed } = await chefWithSale();
    const revenue = await chefClient.get('/api/v1/orders/monthlyRevenue');
    expect(revenue.body).toEqual({
      status: 'success',
      data: { month: '2026-01', revenue: 400, orders: 1 },
    });
    const due = await chefClient.get('/api/v1/orders/due');
    expect(due.body).toEqual({
      status: 'success',
      data: { gross: 400, commission: 20, due: 380, orders: 1 },
    });
    expect((await chefClient.get('/api/v1/orders/orderCount')).body).toEqual({
      status: 'success',
      data: 1,
    });
    expect((await placed.client.get('/api/v1/orders/due')).status).toBe(403);
  });

  it('records the past week once per chef at 5% commission, then nothing is due', async () => {
    const { chef, chefClient } = await chefWithSale();
    const monday = new Date('2026-01-12T20:00:00+08:00');
    const first = await runWeeklyPayouts(t.database.db, monday);
    expect(first.weekStart).toBe('2026-01-05');
    expect(first.recorded).toBeGreaterThanOrEqual(1);
    const again = await runWeeklyPayouts(t.database.db, monday);
    expect(again.recorded).toBe(0);
    const rows = await listPayouts(t.database.db, chef.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      weekStart: '2026-01-05',
      gross: 400,
      commission: commissionOf(400),
      net: 380,
    });
    time.set('2026-01-12T21:00:00+08:00');
    expect((await chefClient.get('/api/v1/orders/due')).body).toMatchObject({
      data: { gross: 0, due: 0 },
    });
    // the week after has nothing of this chef's
    await runWeeklyPayouts(t.database.db, new Date('2026-01-19T20:00:00+08:00'));
    expect(await listPayouts(t.database.db, chef.id)).toHaveLength(1);
  });
});

describe('buyer tracking over HTTP', () => {
  it('answers the buyer’s own order with its status text, and 404 to anyone else', async () => {
    const chef = await newChef(t);
    const placed = await placedOrder(t, time.clock(), chef);
    const track = () =>
      placed.client.get<{ data: { tracking: { statusText: string; maxDeliveryHour: number } } }>(
        `/api/v1/orders/track/${placed.order.id}`,
      );
    expect((await track()).body.data.tracking).toMatchObject({
      statusText: trackingTexts.waiting,
      maxDeliveryHour: 14,
    });
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    await calls.confirm(placed.order.id);
    expect((await track()).body.data.tracking.statusText).toBe(trackingTexts.confirmed);
    await pay(t, placed.client, placed.order.id);
    expect((await track()).body.data.tracking.statusText).toBe(trackingTexts.paid);
    time.set(THURSDAY_DUE);
    await calls.finish(placed.order.id);
    // a pickup order: ready for pickup, never 'Waiting on Delivery Confirmation' (issue 18)
    expect((await track()).body.data.tracking.statusText).toBe(trackingTexts.readyForPickup);
    const info = await placed.client.get(`/api/v1/orders/deliveryInfo/${placed.order.id}`);
    expect(info.body).toEqual({ status: 'success', data: null });
    const other = await signedInAs(t, (await newChef(t)).id, time.clock());
    expect((await other.get(`/api/v1/orders/track/${placed.order.id}`)).status).toBe(404);
    expect((await other.get(`/api/v1/orders/deliveryInfo/${placed.order.id}`)).status).toBe(404);
  });
});
