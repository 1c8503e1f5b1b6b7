import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { outbox } from './db/schema/index.js';
import { createSimulatedMailer } from './providers/mail/mailer.js';
import { createTestApp, eventually, uniqueEmail, type TestApp } from '../test/harness.js';

let t: TestApp;
const faults = { failNext: 0 };
beforeAll(async () => {
  // The simulated mail provider with its fault switch, on the test's own database.
  t = await createTestApp({ mailerFactory: (db) => createSimulatedMailer(db, faults) });
});
afterAll(async () => t.close());

describe('server frame', () => {
  it('answers unknown API paths with the fail envelope and 404', async () => {
    const res = await t.client().get('/api/v1/nothing-here');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ status: 'fail', code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 in the envelope, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'fail' });
  });

  it('gives every reply a request id and security headers', async () => {
    const res = await t.client().get('/api/v1/users/loggedin');
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('lets browsers reach PayMongo and the bank 3-D Secure pages only with real keys', async () => {
    const simulated = String((await t.client().get('/')).headers['content-security-policy']);
    expect(simulated).not.toContain('api.paymongo.com');
    const live = await createTestApp({
      env: {
        PAYMONGO_SECRET_KEY: 'sk_test_csp_check',
        PAYMONGO_PUBLIC_KEY: 'pk_test_csp_check',
        PAYMONGO_WEBHOOK_SECRET: 'whsk_csp_check',
      },
    });
    try {
      const csp = String((await live.client().get('/')).headers['content-security-policy']);
      expect(csp).toMatch(/connect-src 'self' https:\/\/api\.paymongo\.com/);
      expect(csp).toMatch(/frame-src 'self' https:/);
    } finally {
      await live.close();
    }
  });

  it('publishes OpenAPI generated from the route schemas at /api/docs', async () => {
    const res = await t
      .client()
      .get<{ openapi: string; paths: Record<string, unknown> }>('/api/docs/json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(Object.keys(res.body.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/users/signup',
        '/api/v1/users/login',
        '/api/v1/users/resetPassword/{tokenId}',
      ]),
    );
    expect((await t.client().get('/api/docs')).status).toBeLessThan(400);
  });

  it('tells the web app which identity provider is in use, without secrets', async () => {
    // the simulator's address follows the host the browser used (decision 027)
    const res = await t.client().get('/api/v1/config', { host: new URL(t.baseUrl).host });
    expect(res.body).toMatchObject({
      status: 'success',
      data: { identity: { mode: 'simulated', simulatorUrl: `${t.baseUrl}/_sim/google` } },
    });
  });
});

describe('outbox delivery', () => {
  it('keeps a message when the mail provider fails and delivers it on retry', async () => {
    const email = uniqueEmail();
    await t
      .client()
      .post('/api/v1/users/signup', { email, password: 'abcdefgh', passwordConfirm: 'abcdefgh' });
    // signup's verification link (decision 025) goes out first, so the fault hits the reset mail
    const mailTo = async (subject: RegExp) =>
      (
        await t.database.db
          .select()
          .from(outbox)
          .where(eq(outbox.recipient, email))
          .orderBy(outbox.id)
      ).find((m) => subject.test(m.subject));
    await eventually(async () => ((await mailTo(/verify/i))?.status === 'sent' ? true : null));
    faults.failNext = 1;
    const res = await t.client().post('/api/v1/users/forgotPassword', { email });
    expect(res.status).toBe(200);
    const sent = await eventually(async () => {
      const row = await mailTo(/reset/i);
      return row?.status === 'sent' ? row : null;
    }, 25_000);
    expect(sent.attempts).toBe(2);
    expect(sent.lastError).toContain('simulated mail provider failure');
    const mailbox = await t.client().get<{ to: string; subject: string }[]>('/_sim/outbox.json');
    expect(mailbox.body.filter((m) => m.to === email && /reset/i.test(m.subject))).toHaveLength(1);
  }, 40_000);

  it('shows the outbox as a page a person can follow links from', async () => {
    const res = await t.client().get('/_sim/outbox');
    expect(res.status).toBe(200);
    expect(String(res.body)).toContain('<h1>Outbox</h1>');
  });
});
