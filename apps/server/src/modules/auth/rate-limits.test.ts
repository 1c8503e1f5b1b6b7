import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '@lutong/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_SIGNUP_PER_IP: '3',
      RATE_LIMIT_FORGOT_PER_ACCOUNT: '2',
      RATE_LIMIT_LOGIN_PER_IP: '4',
    },
  });
});
afterAll(async () => t.close());

const signupFrom = (ip: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/users/signup',
    remoteAddress: ip,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({
      email: uniqueEmail(),
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    }),
  });

describe('abuse limits', () => {
  it('limits signups per address with 429 and Retry-After, and writes nothing past the limit', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await signupFrom('10.1.1.1')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await signupFrom('10.1.1.1');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.json()).toEqual({
      status: 'fail',
      code: 'RATE_LIMITED',
      message: messages.tooManyRequests,
    });
    expect((await signupFrom('10.1.1.2')).statusCode).toBe(200);
  });

  it('limits reset e-mails per account', async () => {
    const email = uniqueEmail();
    const codes = [];
    for (let i = 0; i < 3; i += 1)
      codes.push((await t.client().post('/api/v1/users/forgotPassword', { email })).status);
    expect(codes).toEqual([200, 200, 429]);
  });

  it('limits login attempts per address across accounts', async () => {
    const codes = [];
    for (let i = 0; i < 5; i += 1) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/users/login',
        remoteAddress: '10.2.2.2',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ email: uniqueEmail(), password: 'wrong-password' }),
      });
      codes.push(res.statusCode);
    }
    expect(codes).toEqual([401, 401, 401, 401, 429]);
  });
});
