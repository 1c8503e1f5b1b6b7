import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { leaksInternals } from './leaks.js';

// Issue 9 §12: security headers, and error replies that never show internals.

let t: TestApp;
let behindHttps: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  behindHttps = await createTestApp({
    env: { PUBLIC_URL: 'https://lutongbahay.example', TRUST_PROXY: 'true' },
  });
});
afterAll(async () => {
  await t.close();
  await behindHttps.close();
});

const directives = (csp: string) =>
  Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );

describe('security headers (issue 9 §12)', () => {
  it('sends a CSP whose scripts come only from our origin, and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/config' });
    const csp = directives(String(res.headers['content-security-policy']));
    expect(csp['script-src']).toEqual(["'self'"]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('sends HSTS and upgrades insecure requests behind HTTPS, with Secure session cookies', async () => {
    const res = await behindHttps.app.inject({
      method: 'GET',
      url: '/api/v1/config',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(String(res.headers['strict-transport-security'])).toMatch(/max-age=\d{7,}/);
    expect(String(res.headers['content-security-policy'])).toContain('upgrade-insecure-requests');
    const signup = await behindHttps.app.inject({
      method: 'POST',
      url: '/api/v1/users/signup',
      headers: { 'content-type': 'application/json', 'x-forwarded-proto': 'https' },
      payload: JSON.stringify({
        email: `hsts-${Date.now()}@example.ph`,
        password: 'abcdefgh',
        passwordConfirm: 'abcdefgh',
      }),
    });
    expect(String(signup.headers['set-cookie'])).toMatch(/HttpOnly/i);
    expect(String(signup.headers['set-cookie'])).toMatch(/Secure/i);
    expect(String(signup.headers['set-cookie'])).toMatch(/SameSite=Lax/i);
  });

  const cases: { label: string; method: 'GET' | 'POST'; url: string; payload?: string }[] = [
    { label: 'malformed JSON', method: 'POST', url: '/api/v1/users/login', payload: '{"email":' },
    {
      label: 'a body that is too large',
      method: 'POST',
      url: '/api/v1/users/login',
      payload: `{"email":"${'a'.repeat(1_100_000)}"}`,
    },
    { label: 'an unknown API path', method: 'GET', url: '/api/v1/nothing/here' },
    { label: 'a wrong id shape', method: 'GET', url: '/api/v1/users/menu/not-a-uuid' },
  ];
  it.each(cases)('answers $label with the envelope and no internals', async (c) => {
    const res = await t.app.inject({
      method: c.method,
      url: c.url,
      headers: { 'content-type': 'application/json' },
      ...(c.payload === undefined ? {} : { payload: c.payload }),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const body = res.json<{ status: string; code: string; message: string }>();
    expect(body.status).toBe('fail');
    expect(typeof body.message).toBe('string');
    expect(leaksInternals(res.body)).toBe(false);
  });
});
