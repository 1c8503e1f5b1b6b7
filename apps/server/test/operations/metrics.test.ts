import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { movableClock, signedInAs, THURSDAY_DUE, WEDNESDAY_10AM } from '../orders-kit.js';
import { chefCalls, newChef, pay, placedOrder } from '../seller-kit.js';

/** An app with its job queue starts in seconds, but far slower on a shared, busy machine. */
const SLOW_MACHINE_MS = 180_000;

// Issue 21 operator §2 (decision 031): GET /metrics in Prometheus's text format, for the bearer of
// METRICS_TOKEN only: requests by route pattern, the pool, the job queues, the outbox, provider
// calls, and orders placed, paid and finished counted once each.

const TOKEN = 'metrics-token-for-tests-0123456789';

type Sample = { name: string; labels: Record<string, string>; value: number };

/** Parses Prometheus's text exposition format, refusing any line that is not in it. */
function parseExposition(text: string): { samples: Sample[]; types: Map<string, string> } {
  const samples: Sample[] = [];
  const types = new Map<string, string>();
  // values as Prometheus reads them (Go's ParseFloat: NaN and Inf in any case)
  const sampleLine =
    /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|[nN][aA][nN]|[+-][iI][nN][fF])$/;
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const type =
      /^# TYPE ([a-zA-Z_:][a-zA-Z0-9_:]*) (counter|gauge|histogram|summary|untyped)$/.exec(line);
    if (type) {
      types.set(type[1] ?? '', type[2] ?? '');
      continue;
    }
    if (/^# HELP [a-zA-Z_:][a-zA-Z0-9_:]* .*$/.test(line)) continue;
    const match = sampleLine.exec(line);
    if (!match) throw new Error(`not Prometheus text format: ${line}`);
    const labels: Record<string, string> = {};
    for (const pair of (match[2] ?? '').matchAll(/([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g)) {
      labels[pair[1] ?? ''] = pair[2] ?? '';
    }
    samples.push({ name: match[1] ?? '', labels, value: Number(match[3]) });
  }
  return { samples, types };
}

const time = movableClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock: time.clock, env: { METRICS_TOKEN: TOKEN } });
}, SLOW_MACHINE_MS);
afterAll(async () => t?.close());

async function scrape() {
  const res = await t.client().get<string>('/metrics', { authorization: `Bearer ${TOKEN}` });
  expect(res.status).toBe(200);
  expect(String(res.headers['content-type'])).toMatch(/^text\/plain; version=0\.0\.4/);
  return parseExposition(res.body);
}

const value = (samples: Sample[], name: string, labels: Record<string, string> = {}) =>
  samples
    .filter((s) => s.name === name)
    .filter((s) => Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);

describe('GET /metrics', () => {
  it('answers 401 without the bearer token or with another one', async () => {
    const none = await t.client().get('/metrics');
    expect(none.status).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    const wrong = await t.client().get('/metrics', { authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    const basic = await t.client().get('/metrics', { authorization: `Basic ${TOKEN}` });
    expect(basic.status).toBe(401);
  });

  it('is in Prometheus text format, with every family the operator needs', async () => {
    await t.client().get('/api/v1/config');
    const { samples, types } = await scrape();
    expect(types.get('lutong_http_requests_total')).toBe('counter');
    expect(types.get('lutong_http_request_duration_seconds')).toBe('histogram');
    expect(types.get('lutong_orders_total')).toBe('counter');
    expect(types.get('lutong_provider_call_duration_seconds')).toBe('histogram');
    expect(types.get('lutong_provider_call_failures_total')).toBe('counter');
    for (const gauge of [
      'lutong_db_pool_connections',
      'lutong_db_pool_waiting_clients',
      'lutong_job_queue_waiting',
      'lutong_job_queue_oldest_seconds',
      'lutong_outbox_backlog',
    ]) {
      expect(types.get(gauge), gauge).toBe('gauge');
    }
    expect(value(samples, 'lutong_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    expect(
      samples.some((s) => s.name === 'lutong_outbox_backlog' && s.labels.channel === 'sms'),
    ).toBe(true);
    expect(
      value(samples, 'lutong_http_requests_total', {
        method: 'GET',
        route: '/api/v1/config',
        status: '200',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('counts an order placed, paid and finished once each, and labels routes by pattern', async () => {
    const before = (await scrape()).samples;
    const chef = await newChef(t);
    const calls = chefCalls(await signedInAs(t, chef.id, time.clock()));
    const placed = await placedOrder(t, time.clock(), chef);
    const afterPlaced = (await scrape()).samples;
    const orders = (samples: Sample[], event: string) =>
      value(samples, 'lutong_orders_total', { event });
    expect(orders(afterPlaced, 'placed') - orders(before, 'placed')).toBe(1);
    expect(orders(afterPlaced, 'paid') - orders(before, 'paid')).toBe(0);

    await pay(t, placed.client, placed.order.id);
    // a second look at the payment settles nothing again
    await placed.client.get(`/api/v1/orders/paymentStatus/${placed.order.id}`);
    expect((await calls.confirm(placed.order.id)).status).toBe(200);
    time.set(THURSDAY_DUE);
    expect((await calls.finish(placed.order.id)).status).toBe(200);
    expect((await calls.finish(placed.order.id)).status).toBe(200); // already finished: no count
    const after = (await scrape()).samples;
    expect(orders(after, 'placed') - orders(before, 'placed')).toBe(1);
    expect(orders(after, 'paid') - orders(before, 'paid')).toBe(1);
    expect(orders(after, 'finished') - orders(before, 'finished')).toBe(1);

    // the payment provider (its simulator here) was called and timed
    const calls_ = (samples: Sample[]) =>
      value(samples, 'lutong_provider_call_duration_seconds_count', { provider: 'payments' });
    expect(calls_(after) - calls_(before)).toBeGreaterThan(0);

    // the route's pattern, never the order's id
    const routes = after.filter((s) => s.name === 'lutong_http_requests_total');
    expect(
      value(routes, 'lutong_http_requests_total', {
        route: '/api/v1/orders/paymentStatus/:orderId',
      }),
    ).toBeGreaterThanOrEqual(2);
    expect(routes.some((s) => JSON.stringify(s.labels).includes(placed.order.id))).toBe(false);
  });

  it('counts a failed provider call for its provider', async () => {
    const failures = (samples: Sample[]) =>
      value(samples, 'lutong_provider_call_failures_total', { provider: 'payments' });
    time.set(WEDNESDAY_10AM);
    const before = (await scrape()).samples;
    await t.client().post('/_sim/paymongo/faults', { mode: 'error' });
    const chef = await newChef(t);
    const placed = await placedOrder(t, time.clock(), chef);
    await placed.client.post('/api/v1/orders/paymentIntentTest', {
      order: placed.order.id,
      method: 'visa',
    });
    await t.client().post('/_sim/paymongo/faults', { mode: 'ok' });
    expect(failures((await scrape()).samples) - failures(before)).toBeGreaterThan(0);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it(
    'is not there at all (404), token or not',
    async () => {
      const plain = await createTestApp();
      try {
        expect((await plain.client().get('/metrics')).status).toBe(404);
        const withToken = await plain
          .client()
          .get('/metrics', { authorization: `Bearer ${TOKEN}` });
        expect(withToken.status).toBe(404);
      } finally {
        await plain.close();
      }
    },
    SLOW_MACHINE_MS,
  );
});
