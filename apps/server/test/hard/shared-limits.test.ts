import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from '../harness.js';
import { emptyDatabase, startServer, type ServerProcess } from './processes-kit.js';

// Issue 21 §4, decision 032: two real server processes on one PostgreSQL database count the abuse
// limits together. Before, each kept its own counters in memory and two allowed twice the limit.

const LIMIT = 6;
let fresh: Awaited<ReturnType<typeof emptyDatabase>> | undefined;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  fresh = await emptyDatabase('limits');
  const env = {
    DATABASE_URL: fresh.url,
    RATE_LIMIT_LOGIN_PER_IP: String(LIMIT),
    RATE_LIMIT_LOGIN_PER_ACCOUNT: '1000',
  };
  [a, b] = await Promise.all([startServer('a', env), startServer('b', env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await fresh?.drop();
});

const post = async (server: ServerProcess, pathname: string, body: unknown) =>
  (
    await fetch(`${server.url}${pathname}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  ).status;

describe('rate limits across two server processes (decision 032)', () => {
  it('stops login attempts split between the two processes at N in all, not 2N', async () => {
    const codes = [];
    for (let i = 0; i <= LIMIT; i += 1) {
      const login = { email: uniqueEmail(), password: 'wrong-password' };
      codes.push(await post(i % 2 === 0 ? a : b, '/api/v1/users/login', login));
    }
    expect(codes).toEqual([...Array<number>(LIMIT).fill(401), 429]);
    const login = { email: uniqueEmail(), password: 'wrong-password' };
    expect([
      await post(a, '/api/v1/users/login', login),
      await post(b, '/api/v1/users/login', login),
    ]).toEqual([429, 429]);
  });

  it('counts every one of 2N attempts sent at once to both processes: N pass, N are refused', async () => {
    // Google sign-in has its own per-address counter (one per route), at the login limit
    const attempts = Array.from({ length: 2 * LIMIT }, (_, i) =>
      post(i % 2 === 0 ? a : b, '/api/v1/users/googleSignIn', { tokenId: `not-a-token-${i}` }),
    );
    const codes = await Promise.all(attempts);
    expect(codes.filter((code) => code === 429)).toHaveLength(LIMIT);
    expect(codes.filter((code) => code !== 429 && code < 500)).toHaveLength(LIMIT);
  });
});
