import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { newOrderPush, paths } from '@lutong/shared';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { movableClock, orderRow, signedInAs, WEDNESDAY_10AM } from '../../../test/orders-kit.js';
import { newChef, pay, placedOrder } from '../../../test/seller-kit.js';
import {
  answerWith,
  decryptPush,
  deliveries,
  newBrowser,
  vapidEnv,
  type Browser,
} from '../../../test/push-kit.js';
import { pushSubscriptions } from '../../db/schema/index.js';
import { PUSH_TTL_SECONDS } from './push.service.js';
import { textsFor } from '../../lib/i18n.js';

// Decision 047 (issue 23): a chef's browsers get a push for each new order through the push
// simulator, which checks VAPID and aes128gcm as the vendors' push services do; 410 forgets the
// browser, 429 is tried again; push is off (404) without VAPID keys.

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: vapidEnv() });
});
afterAll(async () => t.close());
beforeEach(() => time.set(WEDNESDAY_10AM));

async function subscribedChef(browser?: Browser) {
  const chef = await newChef(t);
  const chefClient = await signedInAs(t, chef.id, time.clock());
  const b = browser ?? (await newBrowser(t));
  const res = await chefClient.post('/api/v1/push/subscriptions', {
    endpoint: b.endpoint,
    keys: b.keys,
  });
  expect(res.status).toBe(200);
  return { chef, chefClient, browser: b };
}

const subscriptionsOf = (userId: string) =>
  t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

describe('web push of a new order', () => {
  it('sends the chef one encrypted push with the order number, window and dashboard', async () => {
    const { chef, browser } = await subscribedChef();
    const placed = await placedOrder(t, time.clock(), chef, { mode: 'delivery' });
    await pay(t, placed.client, placed.order.id);
    const [got] = await eventually(async () => {
      const list = await deliveries(t, browser);
      return list.length ? list : null;
    });
    expect(got?.urgency).toBe('high');
    expect(got?.ttl).toBe(PUSH_TTL_SECONDS);
    const row = await orderRow(t.database.db, placed.order.id);
    const message = JSON.parse(decryptPush(browser, got!)) as unknown;
    expect(message).toEqual(
      newOrderPush(row, `${t.config.publicUrl}${paths.dashboard()}`, textsFor('en', 'push')),
    );
    // paying is not a second new order
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await deliveries(t, browser)).toHaveLength(1);
    const [sub] = await subscriptionsOf(chef.id);
    expect(sub?.lastSuccessAt).not.toBeNull();
    expect(sub?.failureCount).toBe(0);
  });

  it('forgets a browser the push service answers 410 for', async () => {
    const { chef, browser } = await subscribedChef();
    await answerWith(t, browser, 410);
    await placedOrder(t, time.clock(), chef);
    await eventually(async () => ((await subscriptionsOf(chef.id)).length === 0 ? true : null));
    expect(await deliveries(t, browser)).toEqual([]);
  });

  it('tries again after a 429 and delivers once', async () => {
    const { chef, browser } = await subscribedChef();
    await answerWith(t, browser, 429, 1);
    const placed = await placedOrder(t, time.clock(), chef);
    await eventually(async () => {
      const [sub] = await subscriptionsOf(chef.id);
      return sub && sub.failureCount === 1 ? true : null;
    });
    const [got] = await eventually(async () => {
      const list = await deliveries(t, browser);
      return list.length ? list : null;
    }, 30_000);
    const message = JSON.parse(decryptPush(browser, got!)) as { title: string };
    const row = await orderRow(t.database.db, placed.order.id);
    expect(message.title).toBe(newOrderPush(row, '', textsFor('en', 'push')).title);
    const [sub] = await subscriptionsOf(chef.id);
    expect(sub?.failureCount).toBe(0);
  }, 45_000);

  it('pushes nothing to another chef, and an order is placed even when the service is down', async () => {
    const { chef: other, browser: otherBrowser } = await subscribedChef();
    const { chef, browser } = await subscribedChef();
    await answerWith(t, browser, 503, 100);
    const placed = await placedOrder(t, time.clock(), chef);
    expect(placed.order.status).toBe('placed');
    await eventually(async () => {
      const [sub] = await subscriptionsOf(chef.id);
      return sub && sub.failureCount >= 1 ? true : null;
    });
    expect(await deliveries(t, otherBrowser)).toEqual([]);
    expect(await subscriptionsOf(other.id)).toHaveLength(1);
  });
});

describe('push subscriptions over HTTP', () => {
  it('gives the public key to anyone', async () => {
    const res = await t.client().get<{ data: { publicKey: string } }>('/api/v1/push/key');
    expect(res.status).toBe(200);
    expect(res.body.data.publicKey).toBe(t.config.push?.publicKey);
  });

  it('refuses a guest, a bad body and a plain http endpoint, keeping nothing', async () => {
    const browser = await newBrowser(t);
    const body = { endpoint: browser.endpoint, keys: browser.keys };
    expect((await t.client().post('/api/v1/push/subscriptions', body)).status).toBe(401);
    const { chef, chefClient } = await subscribedChef();
    const before = await subscriptionsOf(chef.id);
    const bad = [
      { endpoint: 'not a url', keys: browser.keys },
      { endpoint: browser.endpoint },
      { endpoint: browser.endpoint, keys: { p256dh: 'x', auth: browser.keys.auth } },
      { endpoint: 'http://push.example.com/send/1', keys: browser.keys },
    ];
    for (const one of bad) {
      const res = await chefClient.post('/api/v1/push/subscriptions', one);
      expect(res.status, JSON.stringify(one)).toBe(400);
    }
    expect(await subscriptionsOf(chef.id)).toEqual(before);
  });

  it("refuses in the request's language, English exactly as before", async () => {
    const browser = await newBrowser(t);
    const { chefClient } = await subscribedChef();
    const plain = { endpoint: 'http://push.example.com/send/1', keys: browser.keys };
    const english = await chefClient.post<{ message: string }>('/api/v1/push/subscriptions', plain);
    expect(english.body.message).toBe('The push endpoint must be an https address.');
    chefClient.jar.set('lb_lang', 'fil');
    const fil = await chefClient.post<{ message: string }>('/api/v1/push/subscriptions', plain);
    expect(fil.status).toBe(400);
    expect(fil.body.message).toBe('Dapat https address ang push endpoint.');
    const gone = await chefClient.request<{ message: string }>(
      'DELETE',
      '/api/v1/push/subscriptions',
      { body: { endpoint: 'https://push.example.com/send/unknown' } },
    );
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe('Hindi naka-subscribe sa notifications ang device na ito.');
  });

  it('deletes only the user’s own subscription', async () => {
    const { chef, browser } = await subscribedChef();
    const { chefClient: otherClient } = await subscribedChef();
    const endpoint = { endpoint: browser.endpoint };
    const refused = await otherClient.request('DELETE', '/api/v1/push/subscriptions', {
      body: endpoint,
    });
    expect(refused.status).toBe(404);
    expect(await subscriptionsOf(chef.id)).toHaveLength(1);
    const mine = await signedInAs(t, chef.id, time.clock());
    const done = await mine.request('DELETE', '/api/v1/push/subscriptions', { body: endpoint });
    expect(done.status).toBe(200);
    expect(await subscriptionsOf(chef.id)).toHaveLength(0);
  });
});

describe('push without VAPID keys', () => {
  it('answers 404 not configured and keeps nothing', async () => {
    const off = await createTestApp();
    try {
      const key = await off.client().get<{ message: string }>('/api/v1/push/key');
      expect(key.status).toBe(404);
      expect(key.body.message).toBe('Push notifications are not set up on this server.');
      const filKey = await off
        .client()
        .get<{ message: string }>('/api/v1/push/key', { 'accept-language': 'fil' });
      expect(filKey.body.message).toBe(
        'Hindi naka-set up ang push notifications sa server na ito.',
      );
      const chef = await newChef(off);
      const client = await signedInAs(off, chef.id, new Date());
      const browser = await newBrowser(off);
      const res = await client.post('/api/v1/push/subscriptions', {
        endpoint: browser.endpoint,
        keys: browser.keys,
      });
      expect(res.status).toBe(404);
      const rows = await off.database.db.select().from(pushSubscriptions);
      expect(rows).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
