import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { CourierError, type Courier, type Stop } from './courier.js';
import { createLalamoveCourier, LALAMOVE_SANDBOX_URL } from './lalamove.js';
import { lalamoveAuthorization } from './lalamove-signature.js';

const COURIER_TIMEOUT_MS = 500;

// Points from the bundled gazetteer, as the buyer's and the cook's pinned addresses would be.
const greenbelt: Stop = { lat: 14.5526, lng: 121.0216, address: 'Greenbelt, Makati' };
const glorietta: Stop = { lat: 14.5509, lng: 121.0253, address: 'Glorietta, Makati' };
const kapitolyo: Stop = { lat: 14.5712, lng: 121.0606, address: 'Kapitolyo, Pasig' };
const cubao: Stop = { lat: 14.6175, lng: 121.0562, address: 'Cubao, Quezon City' };
const alabang: Stop = { lat: 14.4173, lng: 121.0399, address: 'Alabang Town Center, Muntinlupa' };
const singapore: Stop = { lat: 1.2834, lng: 103.8607, address: 'Marina Bay, Singapore' };

let t: TestApp;
let courier: Courier;
beforeAll(async () => {
  // A short provider timeout, so the simulator's 'slow' fault shows up as a failure quickly.
  t = await createTestApp({ env: { COURIER_TIMEOUT_MS: String(COURIER_TIMEOUT_MS) } });
  courier = createLalamoveCourier(t.config.courier);
});
afterAll(async () => t.close());
afterEach(async () => {
  await t.client().post('/_sim/lalamove/faults', { mode: 'ok' });
});

const failure = async (promise: Promise<unknown>): Promise<CourierError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(CourierError);
  return error as CourierError;
};

describe('a motorcycle quote from Lalamove', () => {
  it('prices Makati to Pasig sensibly, in whole pesos, for five minutes', async () => {
    const before = Date.now();
    const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
    expect(quote.quotationId).toMatch(/^\d{19}$/);
    expect(quote.currency).toBe('PHP');
    expect(Number.isInteger(quote.price)).toBe(true);
    expect(quote.price).toBeGreaterThanOrEqual(49);
    expect(quote.price).toBeLessThan(150);
    expect(quote.distanceMeters).toBeGreaterThan(4000);
    expect(quote.distanceMeters).toBeLessThan(10_000);
    const expires = Date.parse(quote.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 5 * 60_000 - 1000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 5 * 60_000 + 1000);
  });

  it('charges the base fare for a short hop and more the farther the drop-off', async () => {
    const hop = await courier.quote({ pickup: greenbelt, dropoff: glorietta });
    expect(hop.price).toBe(49);
    const prices: number[] = [];
    for (const dropoff of [kapitolyo, cubao, alabang]) {
      prices.push((await courier.quote({ pickup: greenbelt, dropoff })).price);
    }
    expect(prices[0]).toBeGreaterThan(hop.price);
    expect(prices[1]).toBeGreaterThan(prices[0] ?? Infinity);
    expect(prices[2]).toBeGreaterThan(prices[1] ?? Infinity);
  });

  it("rounds the provider's total up to the whole peso", async () => {
    const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
    // the simulator keeps the quotation; read Lalamove's own total back through the wire
    const stored = await fetchQuotation(quote.quotationId);
    const total = Number(stored.data.priceBreakdown.total);
    expect(Number.isInteger(total)).toBe(false);
    expect(quote.price).toBe(Math.ceil(total));
    expect(stored.data.stops.map((s) => s.address)).toEqual([greenbelt.address, kapitolyo.address]);
  });

  it('fails with the provider reason for a drop-off outside the service area', async () => {
    const error = await failure(courier.quote({ pickup: greenbelt, dropoff: singapore }));
    expect(error.reason).toBe('ERR_OUT_OF_SERVICE_AREA');
  });
});

describe('when the courier fails', () => {
  const setFault = async (mode: 'ok' | 'error' | 'slow') => {
    const res = await t.client().post('/_sim/lalamove/faults', { mode });
    expect(res.body).toEqual({ mode });
  };

  it('turns a provider error into a CourierError', async () => {
    await setFault('error');
    const error = await failure(courier.quote({ pickup: greenbelt, dropoff: kapitolyo }));
    expect(error.reason).toBe('ERR_INTERNAL_SERVER_ERROR');
    expect(error.message).toContain('HTTP 500');
  });

  it('gives up on a slow provider after its timeout', async () => {
    await setFault('slow');
    const started = Date.now();
    const error = await failure(courier.quote({ pickup: greenbelt, dropoff: kapitolyo }));
    expect(error.reason).toBe('TIMEOUT');
    expect(Date.now() - started).toBeLessThan(COURIER_TIMEOUT_MS + 4000);
    await setFault('ok');
    expect((await courier.quote({ pickup: greenbelt, dropoff: kapitolyo })).price).toBeGreaterThan(
      0,
    );
  });

  it('is refused with a wrong secret, and never repeats the secret', async () => {
    const apiSecret = 'sk_wrong_secret_do_not_leak';
    const wrong = createLalamoveCourier({ ...t.config.courier, apiSecret });
    const error = await failure(wrong.quote({ pickup: greenbelt, dropoff: kapitolyo }));
    expect(error.reason).toBe('ERR_UNAUTHORIZED');
    const everything = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(apiSecret);
    expect(everything).not.toContain(t.config.courier.apiSecret);
  });

  it('reports an unreachable provider as a network failure', async () => {
    const nowhere = createLalamoveCourier({ ...t.config.courier, baseUrl: 'http://127.0.0.1:1' });
    const error = await failure(nowhere.quote({ pickup: greenbelt, dropoff: kapitolyo }));
    expect(error.reason).toBe('NETWORK');
  });
});

describe('courier configuration', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' };

  it('uses the simulator without a Lalamove key', () => {
    const config = loadConfig(base);
    expect(config.courier).toMatchObject({
      mode: 'simulated',
      baseUrl: 'http://localhost:3000/_sim/lalamove',
      market: 'PH',
    });
  });

  it("uses Lalamove's sandbox with a key and secret, or the host it is given", () => {
    const keys = { LALAMOVE_API_KEY: 'pk_test_1', LALAMOVE_API_SECRET: 'sk_test_1' };
    expect(loadConfig({ ...base, ...keys }).courier).toEqual({
      mode: 'lalamove',
      baseUrl: LALAMOVE_SANDBOX_URL,
      apiKey: 'pk_test_1',
      apiSecret: 'sk_test_1',
      market: 'PH',
      timeoutMs: 8000,
    });
    const production = loadConfig({
      ...base,
      ...keys,
      LALAMOVE_BASE_URL: 'https://rest.lalamove.com/',
      COURIER_TIMEOUT_MS: '3000',
    });
    expect(production.courier).toMatchObject({
      baseUrl: 'https://rest.lalamove.com',
      timeoutMs: 3000,
    });
  });

  it('refuses a key without its secret, and production without either', () => {
    expect(() => loadConfig({ ...base, LALAMOVE_API_KEY: 'pk_test_1' })).toThrow(
      /LALAMOVE_API_SECRET is required with LALAMOVE_API_KEY/,
    );
    const production = () => loadConfig({ ...base, NODE_ENV: 'production' });
    expect(production).toThrow(/LALAMOVE_API_KEY is required in production/);
    expect(production).toThrow(/LALAMOVE_API_SECRET is required in production/);
  });
});

type StoredQuotation = {
  data: { priceBreakdown: { total: string }; stops: { stopId: string; address: string }[] };
};

/** GET /v3/quotations/:id through the simulator, signed like the adapter signs. */
async function fetchQuotation(quotationId: string): Promise<StoredQuotation> {
  const path = `/v3/quotations/${quotationId}`;
  const res = await fetch(`${t.config.courier.baseUrl}${path}`, {
    headers: {
      authorization: lalamoveAuthorization(t.config.courier, {
        method: 'GET',
        path,
        body: '',
        timestamp: Date.now(),
      }),
      market: 'PH',
    },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as StoredQuotation;
}
