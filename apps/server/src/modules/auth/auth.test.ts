import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { messages } from '@lutong/shared';
import { passwordResetTokens, sessions, users } from '../../db/schema/index.js';
import {
  createTestApp,
  eventually,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

type Outbox = { to: string; subject: string; text: string; links: string[] }[];

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_LOGIN_PER_ACCOUNT: '5', RATE_LIMIT_SIGNUP_PER_IP: '1000' },
  });
});
afterAll(async () => t.close());

async function signup(client: TestClient, email = uniqueEmail(), password = 'sinigang-na-baboy') {
  const res = await client.post('/api/v1/users/signup', {
    email,
    password,
    passwordConfirm: password,
  });
  expect(res.status).toBe(200);
  return { email, password, res };
}

const resetLinkFor = (email: string) =>
  eventually(async () => {
    const res = await t.client().get<Outbox>('/_sim/outbox.json');
    return res.body.find((m) => m.to === email && m.links[0]?.includes('/forgotPassword/'))
      ?.links[0];
  });

describe('signup', () => {
  it('creates a buyer, signs them in with an HttpOnly SameSite=Lax cookie and never returns the password', async () => {
    const client = t.client();
    const { email, res } = await signup(client);
    expect(res.body).toMatchObject({ status: 'success', data: { user: { email, role: 'user' } } });
    expect(JSON.stringify(res.body)).not.toMatch(/password/i);
    const cookie = res.cookies.find((c) => c.startsWith('lb_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/); // http://localhost: no Secure flag
    const me = await client.get('/api/v1/users/loggedin');
    expect(me.body).toMatchObject({ status: 'success', loggedIn: true, data: { user: { email } } });
  });

  it('stores an argon2id hash and only a hash of the session token', async () => {
    const client = t.client();
    const { email } = await signup(client);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = client.jar.get('lb_session') ?? '';
    const stored = await t.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, row?.id ?? ''));
    expect(stored).toHaveLength(1);
    expect(stored[0]?.tokenHash).not.toBe(token);
    expect(stored[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses different passwords with the spec's message and writes nothing", async () => {
    const email = uniqueEmail();
    const res = await t
      .client()
      .post('/api/v1/users/signup', { email, password: 'abcdefgh', passwordConfirm: 'abcdefgx' });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      status: 'fail',
      code: 'VALIDATION',
      message: messages.signupPasswordsMismatch,
    });
    expect(await t.database.db.select().from(users).where(eq(users.email, email))).toHaveLength(0);
  });

  it('refuses an invalid e-mail and a taken e-mail (case-insensitive)', async () => {
    const bad = await t.client().post('/api/v1/users/signup', {
      email: 'not-an-email',
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    expect(bad.status).toBe(400);
    const { email } = await signup(t.client());
    const again = await t.client().post('/api/v1/users/signup', {
      email: email.toUpperCase(),
      password: 'abcdefgh',
      passwordConfirm: 'abcdefgh',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: 'fail', message: messages.signupIssue });
  });
});

describe('login and logout', () => {
  it('logs in with the right password and rotates the session', async () => {
    const first = t.client();
    const { email, password } = await signup(first);
    const before = first.jar.get('lb_session');
    const res = await first.post('/api/v1/users/login', { email, password });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'success', data: { user: { email } } });
    const after = first.jar.get('lb_session');
    expect(after).toBeDefined();
    expect(after).not.toBe(before);
    // the pre-login token no longer works
    const stale = t.client();
    stale.jar.set('lb_session', before ?? '');
    expect((await stale.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: false });
  });

  it("refuses a wrong password or unknown e-mail with the spec's message", async () => {
    const { email } = await signup(t.client());
    for (const body of [
      { email, password: 'wrong-password' },
      { email: uniqueEmail(), password: 'whatever1' },
    ]) {
      const res = await t.client().post('/api/v1/users/login', body);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        status: 'fail',
        code: 'WRONG_CREDENTIALS',
        message: messages.loginWrongCredentials,
      });
    }
  });

  it('logout revokes the session on the server, not only the cookie', async () => {
    const client = t.client();
    await signup(client);
    const token = client.jar.get('lb_session') ?? '';
    // the web app's fetch (issue 20: GET logout needs proof that our own pages ask)
    const res = await client.get('/api/v1/users/logout', { 'sec-fetch-site': 'same-origin' });
    expect(res.status).toBe(200);
    expect(client.jar.has('lb_session')).toBe(false);
    const replay = t.client();
    replay.jar.set('lb_session', token);
    expect((await replay.get('/api/v1/users/loggedin')).body).toMatchObject({
      loggedIn: false,
      data: { user: null },
    });
  });

  it('answers loggedIn false for a guest', async () => {
    const res = await t.client().get('/api/v1/users/loggedin');
    expect(res.body).toEqual({
      status: 'success',
      loggedIn: false,
      data: { loggedIn: false, user: null },
    });
  });

  it('rate limits login per account and address with 429 and Retry-After, without locking out another address', async () => {
    const { email } = await signup(t.client());
    let last = await t.client().post('/api/v1/users/login', { email, password: 'wrong-password' });
    for (let i = 0; i < 5; i += 1)
      last = await t.client().post('/api/v1/users/login', { email, password: 'wrong-password' });
    expect(last.status).toBe(429);
    expect(last.headers['retry-after']).toBeDefined();
    expect(last.body).toMatchObject({ status: 'fail', code: 'RATE_LIMITED' });
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/login',
      remoteAddress: '10.9.8.7',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email, password: 'sinigang-na-baboy' }),
    });
    expect(other.statusCode).toBe(200);
  });
});

describe('cross-site requests', () => {
  it('refuses a mutating request from another origin with 403', async () => {
    const res = await t
      .client()
      .post(
        '/api/v1/users/login',
        { email: uniqueEmail(), password: 'x' },
        { origin: 'https://evil.example' },
      );
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ status: 'fail', code: 'CROSS_SITE' });
  });

  it('refuses a form-encoded post (what a cross-site HTML form sends) and accepts our own origin', async () => {
    const form = await t.app.inject({
      method: 'POST',
      url: '/api/v1/users/logout',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'a=1',
    });
    expect(form.statusCode).toBe(403);
    const site = await t
      .client()
      .post('/api/v1/users/signup', { email: 'bad' }, { 'sec-fetch-site': 'cross-site' });
    expect(site.status).toBe(403);
    const own = await t
      .client()
      .post(
        '/api/v1/users/login',
        { email: uniqueEmail(), password: 'x1234567' },
        { origin: t.baseUrl },
      );
    expect(own.status).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('replies identically for known and unknown e-mails', async () => {
    const { email } = await signup(t.client());
    const known = await t.client().post('/api/v1/users/forgotPassword', { email });
    const unknown = await t.client().post('/api/v1/users/forgotPassword', { email: uniqueEmail() });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(known.body).toEqual({
      status: 'success',
      message: messages.forgotPasswordSent,
      data: null,
    });
  });

  it('e-mails a single-use link that sets the password, signs in and revokes every older session', async () => {
    const first = t.client();
    const { email, password } = await signup(first);
    const second = t.client();
    await second.post('/api/v1/users/login', { email, password });
    await t.client().post('/api/v1/users/forgotPassword', { email });
    const link = await resetLinkFor(email);
    const token = new URL(link).pathname.split('/').pop() ?? '';
    expect(link).toContain(`${t.baseUrl}/forgotPassword/`);

    const mismatch = await t.client().patch(`/api/v1/users/resetPassword/${token}`, {
      password: 'new-password-1',
      passwordConfirm: 'new-password-2',
    });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toMatchObject({ message: messages.resetPasswordsMismatch });

    const resetter = t.client();
    const ok = await resetter.patch(`/api/v1/users/resetPassword/${token}`, {
      password: 'new-password-1',
      passwordConfirm: 'new-password-1',
    });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ status: 'success', data: { user: { email } } });
    expect((await resetter.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: true });
    for (const old of [first, second]) {
      expect((await old.get('/api/v1/users/loggedin')).body).toMatchObject({ loggedIn: false });
    }
    const reused = await t.client().patch(`/api/v1/users/resetPassword/${token}`, {
      password: 'other-pass-1',
      passwordConfirm: 'other-pass-1',
    });
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ status: 'fail', message: messages.resetFailed });
    expect((await t.client().post('/api/v1/users/login', { email, password })).status).toBe(401);
    expect(
      (await t.client().post('/api/v1/users/login', { email, password: 'new-password-1' })).status,
    ).toBe(200);
  });

  it('refuses an expired link', async () => {
    const { email } = await signup(t.client());
    await t.client().post('/api/v1/users/forgotPassword', { email });
    const link = await resetLinkFor(email);
    const token = new URL(link).pathname.split('/').pop() ?? '';
    await t.database.db.update(passwordResetTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await t.client().patch(`/api/v1/users/resetPassword/${token}`, {
      password: 'new-password-1',
      passwordConfirm: 'new-password-1',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: messages.resetFailed });
  });

  it('stores reset tokens only as hashes', async () => {
    const { email } = await signup(t.client());
    await t.client().post('/api/v1/users/forgotPassword', { email });
    const link = await resetLinkFor(email);
    const token = new URL(link).pathname.split('/').pop() ?? '';
    const rows = await t.database.db.select().from(passwordResetTokens);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });
});
