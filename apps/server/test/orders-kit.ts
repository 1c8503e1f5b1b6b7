import { expect } from 'vitest';
import { randomBytes } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../src/db/client.js';
import { dishes, orderLines, orders, rewardsLedger, users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/ids.js';
import { createSession } from '../src/modules/auth/sessions.repo.js';
import type { TestClient, TestApp } from './harness.js';

// Test helpers for the orders module: buyers signed in without the (rate-limited) signup, a clock
// the test moves, and a snapshot of what a refused call must leave unchanged.

/** Wednesday 7 January 2026, 10:00 in Manila: tomorrow (Thu 8) is open, today until 19:00. */
export const WEDNESDAY_10AM = '2026-01-07T10:00:00+08:00';
export const THURSDAY = { deliveryDate: 'Thu', createdFor: '2026-01-08' } as const;
export const WEDNESDAY = { deliveryDate: 'Wed', createdFor: '2026-01-07' } as const;
/** Thursday 8 January 2026, 12:40 in Manila: THURSDAY's 12 o'clock orders are due (decision 018). */
export const THURSDAY_DUE = '2026-01-08T12:40:00+08:00';

/** A clock for createTestApp that tests set to any Manila time. */
export function movableClock(start = WEDNESDAY_10AM) {
  let now = new Date(start);
  return {
    clock: () => now,
    set: (iso: string) => {
      now = new Date(iso);
    },
  };
}

export async function createBuyer(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      email: `buyer-${randomBytes(5).toString('hex')}@example.ph`,
      name: 'Maria Santos',
      phone: '9171234567',
      address: '12 Jupiter St, Makati',
      lat: 14.56,
      lng: 121.03,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('buyer not created');
  return row;
}

/** A client holding a session of the user, as if they had logged in at the app's time. */
export async function signedInAs(t: TestApp, userId: string, now: Date): Promise<TestClient> {
  const { token } = await createSession(t.database.db, {
    userId,
    ttlMs: t.config.session.ttlMs,
    now,
  });
  const client = t.client();
  client.jar.set(t.config.session.cookieName, token);
  return client;
}

export async function giveRewards(db: Db, userId: string, points: number) {
  await db.insert(rewardsLedger).values({ id: newId(), userId, points, reason: 'adjustment' });
}

/** Everything an orders call can change for a buyer and some dishes. */
export async function snapshot(db: Db, buyerId: string, dishIds: string[] = []) {
  const own = await db
    .select()
    .from(orders)
    .where(eq(orders.buyerId, buyerId))
    .orderBy(asc(orders.id));
  const lines = own.length
    ? await db
        .select()
        .from(orderLines)
        .where(
          inArray(
            orderLines.orderId,
            own.map((o) => o.id),
          ),
        )
        .orderBy(asc(orderLines.id))
    : [];
  const stock = dishIds.length
    ? await db
        .select({
          id: dishes.id,
          weeklyQuantity: dishes.weeklyQuantity,
          dayStock: dishes.dayStock,
          todayStock: dishes.todayStock,
        })
        .from(dishes)
        .where(inArray(dishes.id, dishIds))
        .orderBy(asc(dishes.id))
    : [];
  return { orders: own, lines, stock };
}

/**
 * Runs `call`, expects it refused with `expected` (status and the user's message) and checks that
 * the buyer's orders and the dishes' stock are exactly as before.
 */
export async function expectRefusedUnchanged(
  db: Db,
  scope: { buyerId: string; dishIds: string[] },
  call: () => Promise<{ status: number; body: unknown }>,
  expected: { status: number; message: string },
): Promise<void> {
  const before = await snapshot(db, scope.buyerId, scope.dishIds);
  const res = await call();
  expect(res).toMatchObject({ status: expected.status, body: { message: expected.message } });
  expect(await snapshot(db, scope.buyerId, scope.dishIds)).toEqual(before);
}

export async function dishStock(db: Db, dishId: string) {
  const [row] = await db
    .select({
      weeklyQuantity: dishes.weeklyQuantity,
      weeklyStock: dishes.weeklyStock,
      dayStock: dishes.dayStock,
      todayStock: dishes.todayStock,
    })
    .from(dishes)
    .where(eq(dishes.id, dishId));
  if (!row) throw new Error('no such dish');
  return row;
}

export async function orderRow(db: Db, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!row) throw new Error('no such order');
  return row;
}
