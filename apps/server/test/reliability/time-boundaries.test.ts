// @module-tag clock (Manila days and times: rerun under other time zones, decision 030)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages, type OrderView } from '@lutong/shared';
import { orders, payouts } from '../../src/db/schema/index.js';
import { runWeeklyPayouts } from '../../src/modules/seller-orders/payouts.js';
import { createTestApp, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer, movableClock, signedInAs, snapshot } from '../orders-kit.js';
import { recordFigures } from '../../../../test-support/reliability-figures.js';

// Issue 9 §10: the cut-offs at their exact second, in Manila, whatever TZ the process runs in
// (`npm run test:hard` runs this file under UTC, Asia/Manila and America/Los_Angeles). Next-day
// orders close at 20:00:00; a day becomes "today" at 00:00:00; a payout week ends Sunday 23:59:59.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
});
afterAll(async () => t.close());

const THU = { deliveryDate: 'Thu', createdFor: '2026-01-08' };
const FRI = { deliveryDate: 'Fri', createdFor: '2026-01-09' };
const THU_TODAY = { ...THU, today: true };

type Case = { at: string; day: Record<string, unknown>; refused: string | null };
const cases: Case[] = [
  { at: '2026-01-07T19:59:59+08:00', day: THU, refused: null },
  { at: '2026-01-07T20:00:00+08:00', day: THU, refused: messages.dayClosed },
  { at: '2026-01-07T23:59:59+08:00', day: THU, refused: messages.dayClosed },
  { at: '2026-01-07T23:59:59+08:00', day: THU_TODAY, refused: messages.dayClosed },
  { at: '2026-01-07T23:59:59+08:00', day: FRI, refused: null },
  { at: '2026-01-08T00:00:00+08:00', day: THU, refused: messages.dayClosed },
  { at: '2026-01-08T00:00:00+08:00', day: THU_TODAY, refused: null },
  { at: '2026-01-08T00:00:00+08:00', day: FRI, refused: null },
  // the same instants written in UTC: nothing depends on how the time was spelled
  { at: '2026-01-07T11:59:59Z', day: THU, refused: null },
  { at: '2026-01-07T12:00:00Z', day: THU, refused: messages.dayClosed },
];

async function shop() {
  const db = t.database.db;
  const chef = await createChef(db, { today: true, hourPrep: 1 });
  const dish = await createDish(db, chef.id, { now: true, todayStock: 5, weeklyStock: 20 });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, new Date('2026-01-07T10:00:00+08:00'));
  return { db, chef, dish, buyer, client };
}

describe('cut-offs at the exact second, in Manila', () => {
  it.each(cases)('adding for $day.deliveryDate (today: $day.today) at $at', async (c) => {
    const { db, chef, dish, buyer, client } = await shop();
    time.set(c.at);
    const before = await snapshot(db, buyer.id, [dish.id]);
    const res = await client.post<{ message?: string }>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 1,
      ...c.day,
    });
    if (c.refused === null) {
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    } else {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.body.message).toBe(c.refused);
      expect(await snapshot(db, buyer.id, [dish.id])).toEqual(before);
    }
  });

  it('places a next-day order at 19:59:59 and refuses the same checkout at 20:00:00', async () => {
    const checkout = {
      deliveryMode: 'pickup',
      name: 'Maria',
      phone: '9171234567',
      selectedTime: 12,
    };
    const early = await shop();
    const late = await shop();
    time.set('2026-01-07T19:59:00+08:00');
    const carts = await Promise.all(
      [early, late].map(({ client, chef, dish }) =>
        client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
          chefId: chef.id,
          dishId: dish.id,
          quantity: 1,
          ...THU,
        }),
      ),
    );
    time.set('2026-01-07T19:59:59+08:00');
    const placed = await early.client.patch(
      `/api/v1/orders/${carts[0]?.body.data.order.id}`,
      checkout,
    );
    expect(placed.status).toBe(200);
    time.set('2026-01-07T20:00:00+08:00');
    const before = await snapshot(late.db, late.buyer.id, [late.dish.id]);
    const refused = await late.client.patch<{ message?: string }>(
      `/api/v1/orders/${carts[1]?.body.data.order.id}`,
      checkout,
    );
    expect(refused.body.message).toBe(messages.dayClosed);
    expect(await snapshot(late.db, late.buyer.id, [late.dish.id])).toEqual(before);
  });

  it('counts an order finished Sunday 23:59:59 in its week, and one at Monday 00:00:00 in the next', async () => {
    const db = t.database.db;
    const { chef, buyer } = await shop();
    const finishedAt = ['2026-01-11T23:59:59+08:00', '2026-01-12T00:00:00+08:00'];
    for (const [i, at] of finishedAt.entries()) {
      await db.insert(orders).values({
        id: crypto.randomUUID(),
        buyerId: buyer.id,
        chefId: chef.id,
        status: 'finished',
        payed: true,
        deliveryDate: 'Sun',
        createdFor: i === 0 ? '2026-01-11' : '2026-01-12',
        foodTotal: i === 0 ? 500 : 700,
        finishedAt: new Date(at),
      } as typeof orders.$inferInsert);
    }
    // the Monday 20:00 run pays the week Monday 5 .. Sunday 11
    const run = await runWeeklyPayouts(db, new Date('2026-01-12T20:00:00+08:00'));
    expect(run.weekStart).toBe('2026-01-05');
    const rows = await db.select().from(payouts).where(eq(payouts.chefId, chef.id));
    expect(rows).toEqual([expect.objectContaining({ weekStart: '2026-01-05', gross: 500 })]);
  });
});

afterAll(() => {
  recordFigures('10-time', 'Time zones and cut-offs', `boundaries-${t.database.driver}`, [
    ['instants checked at the exact second (add to cart)', cases.length],
    ['checkout either side of 20:00:00', 2],
    ['payout week boundary (Sunday 23:59:59 / Monday 00:00:00)', 2],
    ['process time zone of this run', process.env.TZ ?? 'unset (UTC)'],
  ]);
});
