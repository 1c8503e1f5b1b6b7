import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { OrderView } from '@lutong/shared';
import { orders, outbox, payments } from '../../src/db/schema/index.js';
import { createTestApp, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer, dishStock, movableClock, signedInAs, THURSDAY } from '../orders-kit.js';
import { createIntent } from '../payments-kit.js';

// Issue 9 §2: the same checkout or pay request sent 20 times at once (a double-tapping buyer, a
// retrying phone) changes the order once and creates one payment intent. PostgreSQL only: PGlite
// runs one statement at a time, so it cannot race.
const COPIES = 20;
const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock });
  if (t.database.driver !== 'pg') throw new Error('this file runs on PostgreSQL only');
});
afterAll(async () => t.close());

describe('double submits on real PostgreSQL (issue 9 §2)', () => {
  it(`${COPIES} identical checkouts place the order once, reserve its stock once and tell the chef once`, async () => {
    const db = t.database.db;
    const chef = await createChef(db);
    const dish = await createDish(db, chef.id, { weeklyStock: 50, weeklyQuantity: 0 });
    const buyer = await createBuyer(db);
    const client = await signedInAs(t, buyer.id, time.clock());
    const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
      chefId: chef.id,
      dishId: dish.id,
      quantity: 2,
      ...THURSDAY,
    });
    const orderId = added.body.data.order.id;
    const details = {
      deliveryMode: 'pickup',
      name: 'Buyer',
      phone: '9171234567',
      selectedTime: 12,
    };
    const results = await Promise.all(
      Array.from({ length: COPIES }, () => client.patch(`/api/v1/orders/${orderId}`, details)),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    expect(results.some((r) => r.status === 200)).toBe(true);
    const [row] = await db.select().from(orders).where(eq(orders.id, orderId));
    expect(row?.status).toBe('placed');
    expect((await dishStock(db, dish.id)).weeklyQuantity).toBe(2);
    const notices = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, chef.email))
      .orderBy(outbox.id);
    expect(notices).toHaveLength(1);

    const intents = await Promise.all(
      Array.from({ length: COPIES }, () =>
        createIntent(client, { order: orderId, method: 'visa' }),
      ),
    );
    expect(intents.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const ids = new Set(
      intents
        .filter((r) => r.status === 200)
        .map((r) => (r.body as { data: { id: string } }).data.id),
    );
    expect(ids.size).toBe(1);
    const rows = await db.select().from(payments).where(eq(payments.orderId, orderId));
    expect(rows).toHaveLength(1);
  });
});
