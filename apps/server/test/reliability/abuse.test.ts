import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { createChef, createDish } from '../factories.js';
import { createBuyer, movableClock, signedInAs, THURSDAY } from '../orders-kit.js';
import { chefClient, pngBytes, upload } from '../seller-side-kit.js';

// Issue 9 §6: order creation and uploads are limited per account with 429 and Retry-After, and
// one account's flood never throttles another (login, signup and forgot password: auth tests).

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: time.clock,
    env: { RATE_LIMIT_ORDERS_PER_ACCOUNT: '3', RATE_LIMIT_UPLOADS_PER_ACCOUNT: '2' },
  });
});
afterAll(async () => t.close());

describe('abuse limits per account (issue 9 §6)', () => {
  it('limits dishes added to carts per account, not per address', async () => {
    const db = t.database.db;
    const chef = await createChef(db);
    const dish = await createDish(db, chef.id);
    const add = async (buyerId: string) =>
      (await signedInAs(t, buyerId, time.clock())).post('/api/v1/orders', {
        chefId: chef.id,
        dishId: dish.id,
        quantity: 1,
        ...THURSDAY,
      });
    const flooder = await createBuyer(db);
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await add(flooder.id)).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await add(flooder.id);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // another buyer from the same address is not throttled by the first one
    expect((await add((await createBuyer(db)).id)).status).toBe(200);
  });

  it('limits photo uploads per seller', async () => {
    const { client } = await chefClient(t);
    const file = { bytes: await pngBytes(), filename: 'a.png', contentType: 'image/png' };
    const statuses = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await upload(t, client, '/api/v1/images/dish', file)).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const other = await chefClient(t);
    expect((await upload(t, other.client, '/api/v1/images/dish', file)).status).toBe(200);
  });
});
