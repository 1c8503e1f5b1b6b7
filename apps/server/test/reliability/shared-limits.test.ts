import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { configBeside, createTestApp, eventually, uniqueEmail, type TestApp } from '../harness.js';
import { movableClock } from '../orders-kit.js';

// Issue 21 §4, decision 032: the abuse limits are counted in the database, so two server
// instances on one database allow a limit once between them; TRUST_PROXY decides which address
// a limit counts. The second instance here shares the first one's database (and its clock).

const LIMIT = 4;
const WINDOW_MS = 15 * 60 * 1000;
const time = movableClock();
let t: TestApp;
let behindProxy: FastifyInstance;
beforeAll(async () => {
  const env = {
    RATE_LIMIT_LOGIN_PER_IP: String(LIMIT),
    RATE_LIMIT_BROWSING_PER_IP: String(LIMIT),
    TRUST_PROXY: 'false',
  };
  t = await createTestApp({ clock: time.clock, env });
  // a second instance, behind one proxy (a load balancer) that appends the client's address
  const config = configBeside(t, { ...env, JOBS: 'off', TRUST_PROXY: '1' });
  behindProxy = await buildApp({ config, database: t.database, clock: time.clock });
});
afterAll(async () => {
  await behindProxy?.close();
  await t?.close();
});

/** A failed login (unknown account: 401) from `remoteAddress`, optionally through a proxy. */
const loginOn = async (
  app: FastifyInstance,
  remoteAddress: string,
  forwardedFor?: string,
): Promise<number> => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/users/login',
    remoteAddress,
    headers: {
      'content-type': 'application/json',
      ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
    },
    payload: JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' }),
  });
  return res.statusCode;
};

describe('rate limits shared by every instance (decision 032)', () => {
  it('counts login attempts split between two instances once: the limit holds at N, not 2N', async () => {
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      codes.push(await loginOn(i % 2 === 0 ? t.app : behindProxy, '10.21.0.1'));
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
    // and on the other instance too, and not for another address
    expect(await loginOn(behindProxy, '10.21.0.1')).toBe(429);
    expect(await loginOn(t.app, '10.21.0.2')).toBe(401);
  });

  it('starts a new window when the old one ends, and deletes ended windows', async () => {
    for (let i = 0; i < LIMIT; i += 1) await loginOn(t.app, '10.21.1.1');
    expect(await loginOn(t.app, '10.21.1.1')).toBe(429);
    time.set(new Date(time.clock().getTime() + WINDOW_MS + 1000).toISOString());
    expect(await loginOn(t.app, '10.21.1.1')).toBe(401);
    // that request also swept the windows that had ended (the first test's among them); what is
    // left is its own: the address's new window and its per-account one (auth.routes.ts)
    const left = async () => {
      const rows = await t.database.db.execute<{ ended: number; live: number }>(
        sql`SELECT count(*) FILTER (WHERE reset_at <= ${time.clock().toISOString()})::int AS ended,
                   count(*) FILTER (WHERE reset_at > ${time.clock().toISOString()})::int AS live
              FROM rate_limits`,
      );
      return (rows as unknown as { rows: { ended: number; live: number }[] }).rows[0];
    };
    expect(await eventually(async () => ((await left())?.ended === 0 ? left() : null))).toEqual({
      ended: 0,
      live: 2,
    });
  });

  it("keeps the bazaar's browsing limit in each process's memory, writing no row", async () => {
    const browse = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/users/getChefs?lat=14.55&lng=121.02',
          remoteAddress: '10.21.3.1',
        })
      ).statusCode;
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) codes.push(await browse());
    expect(codes).toEqual([200, 200, 200, 200, 429]);
    const rows = await t.database.db.execute(
      sql`SELECT key FROM rate_limits WHERE key LIKE '%getChefs%'`,
    );
    expect((rows as unknown as { rows: unknown[] }).rows).toEqual([]);
  });
});

describe('TRUST_PROXY and the address a limit counts (decision 032)', () => {
  it('with one trusted hop, counts the address the proxy appended to X-Forwarded-For', async () => {
    const proxy = '127.0.0.1';
    // five visitors behind one proxy: each has a limit of their own
    for (let i = 1; i <= LIMIT + 1; i += 1) {
      expect(await loginOn(behindProxy, proxy, `203.0.113.${i}`)).toBe(401);
    }
    // one visitor cannot dodge theirs by writing other addresses before the proxy's entry
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      codes.push(await loginOn(behindProxy, proxy, `198.51.100.${i}, 203.0.113.50`));
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });

  it('without a trusted proxy, ignores X-Forwarded-For: a spoofed header cannot dodge the limit', async () => {
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      codes.push(await loginOn(t.app, '10.21.2.1', `203.0.113.${100 + i}`));
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });
});
