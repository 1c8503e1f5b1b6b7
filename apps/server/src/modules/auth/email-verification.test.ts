import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { messages } from '@lutong/shared';
import { outbox, users } from '../../db/schema/index.js';
import {
  createTestApp,
  uniqueEmail,
  type TestApp,
  type TestClient,
} from '../../../test/harness.js';

// Issue 20, security 1 (decision 025): pre-account takeover through Google sign-in, e-mail
// verification links and e-mail changes.

let now = new Date();
const HOUR = 60 * 60 * 1000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    env: { RATE_LIMIT_SIGNUP_PER_IP: '1000', RATE_LIMIT_FORGOT_PER_IP: '1000' },
  });
});
afterAll(async () => t.close());

type UserBody = { data: { user: { id: string; email: string; emailVerified: boolean } } };

async function signup(client: TestClient, email = uniqueEmail('verify'), password = 'adobo-1234') {
  const res = await client.post<UserBody>('/api/v1/users/signup', {
    email,
    password,
    passwordConfirm: password,
  });
  expect(res.status).toBe(200);
  return { email, password, id: res.body.data.user.id };
}

async function googleToken(email: string, sub?: string): Promise<string> {
  const res = await t.client().post<{ credential: string }>('/_sim/google/token', {
    client_id: t.config.identity.clientId,
    email,
    name: 'Victim Person',
    ...(sub ? { sub } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.credential;
}

/** The e-mails written for this address (the outbox, before the mail provider). */
const mailTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

async function linkTokenFor(email: string, subject: RegExp): Promise<string> {
  const mail = (await mailTo(email)).filter((m) => subject.test(m.subject)).at(-1);
  const link = mail?.links[0] ?? '';
  expect(link).toContain(`${t.baseUrl}/verify-email/`);
  return decodeURIComponent(new URL(link).pathname.split('/').pop() ?? '');
}

const verify = (token: string) => t.client().post('/api/v1/users/verify-email', { token });
const me = (client: TestClient) =>
  client.get<{ loggedIn: boolean; data: { user: UserBody['data']['user'] | null } }>(
    '/api/v1/users/loggedin',
  );

describe('pre-account takeover through Google sign-in', () => {
  it('does not sign the victim in to an account an attacker opened with their address', async () => {
    const victim = uniqueEmail('victim');
    const attacker = t.client();
    const opened = await signup(attacker, victim, 'attacker-knows-this');

    const victimBrowser = t.client();
    const res = await victimBrowser.post('/api/v1/users/googleSignIn', {
      tokenId: await googleToken(victim),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      status: 'fail',
      code: 'LINK_REQUIRED',
      message: messages.googleLinkRequired,
    });
    expect((await me(victimBrowser)).body.loggedIn).toBe(false);
    // no second account with the same address, and Google is not attached to the attacker's one
    const rows = await t.database.db.select().from(users).where(eq(users.email, victim));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.googleSub).toBeNull();

    // The victim takes the address back with a reset link (it reaches only them): the attacker's
    // session ends, the address counts as verified, and Google now opens the account.
    await t.client().post('/api/v1/users/forgotPassword', { email: victim });
    const reset = (await mailTo(victim)).find((m) => m.links[0]?.includes('/forgotPassword/'));
    const resetToken = new URL(reset?.links[0] ?? '').pathname.split('/').pop() ?? '';
    expect(
      (
        await t.client().patch(`/api/v1/users/resetPassword/${resetToken}`, {
          password: 'victims-own-pass',
          passwordConfirm: 'victims-own-pass',
        })
      ).status,
    ).toBe(200);
    const signedIn = await victimBrowser.post<UserBody>('/api/v1/users/googleSignIn', {
      tokenId: await googleToken(victim),
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.data.user).toMatchObject({ id: opened.id, emailVerified: true });
    await victimBrowser.patch('/api/v1/users/me', {
      phone: '9171234567',
      address: '12 Mabini Street, Makati',
    });
    const attackerView = await me(attacker);
    expect(attackerView.body.loggedIn).toBe(false);
    expect(JSON.stringify(attackerView.body)).not.toContain('Mabini');
    expect(
      (
        await t.client().post('/api/v1/users/login', {
          email: victim,
          password: 'attacker-knows-this',
        })
      ).status,
    ).toBe(401);
  });

  it('links Google to an unverified account once its password is given, and not with a wrong one', async () => {
    const client = t.client();
    const { email, password, id } = await signup(client);
    const tokenId = await googleToken(email);
    const wrong = await t.client().post('/api/v1/users/googleLink', { tokenId, password: 'nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: messages.loginWrongCredentials });

    const linked = await t.client().post<UserBody>('/api/v1/users/googleLink', {
      tokenId,
      password,
    });
    expect(linked.status).toBe(200);
    expect(linked.body.data.user).toMatchObject({ id, email, emailVerified: true });
    const again = await t.client().post<UserBody>('/api/v1/users/googleSignIn', {
      tokenId: await googleToken(email),
    });
    expect(again.body.data.user.id).toBe(id);
  });

  it('links Google sign-in to an account whose address is verified', async () => {
    const { email, id } = await signup(t.client());
    expect((await verify(await linkTokenFor(email, /verify/i))).status).toBe(200);
    const res = await t.client().post<UserBody>('/api/v1/users/googleSignIn', {
      tokenId: await googleToken(email),
    });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ id, emailVerified: true });
  });

  it('marks an account opened by Google as verified', async () => {
    const email = uniqueEmail('fresh');
    const res = await t.client().post<UserBody>('/api/v1/users/googleSignIn', {
      tokenId: await googleToken(email),
    });
    expect(res.body.data.user).toMatchObject({ email, emailVerified: true });
  });
});

describe('verification link', () => {
  it('is e-mailed at signup and works once; the profile then says verified', async () => {
    const client = t.client();
    const { email } = await signup(client);
    expect((await me(client)).body.data.user?.emailVerified).toBe(false);
    const token = await linkTokenFor(email, /verify/i);
    const first = await verify(token);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      status: 'success',
      data: { message: messages.emailVerified },
    });
    expect((await me(client)).body.data.user?.emailVerified).toBe(true);
    const second = await verify(token);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ status: 'fail', message: messages.emailVerifyFailed });
  });

  it('expires after 24 hours; "resend" sends a new one and retires the old', async () => {
    const client = t.client();
    const { email } = await signup(client);
    const old = await linkTokenFor(email, /verify/i);
    const start = now;
    now = new Date(start.getTime() + 24 * HOUR + 60_000);
    try {
      expect((await verify(old)).status).toBe(400);
      expect((await me(client)).body.data.user?.emailVerified).toBe(false);
    } finally {
      now = start;
    }
    const resent = await client.post('/api/v1/users/verify-email/resend', {});
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ message: messages.emailVerificationSent });
    const mails = (await mailTo(email)).filter((m) => /verify/i.test(m.subject));
    expect(mails).toHaveLength(2);
    // both mails carry the same clock time, so their order is not the order they were written
    const tokens = mails.map((m) => decodeURIComponent(m.links[0]?.split('/').pop() ?? ''));
    expect(tokens).toContain(old);
    const fresh = tokens.find((token) => token !== old) ?? '';
    expect(fresh).not.toBe('');
    expect((await verify(old)).status).toBe(400);
    expect((await verify(fresh)).status).toBe(200);
    expect((await t.client().post('/api/v1/users/verify-email/resend', {})).status).toBe(401);
  });

  it('refuses a made-up token with 400', async () => {
    const res = await verify('x'.repeat(43));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ message: messages.emailVerifyFailed });
  });
});

describe('e-mail change', () => {
  it('sends a link to the new address and a notice to the old, revokes other sessions, and changes on the link', async () => {
    const here = t.client();
    const { email: oldEmail, password, id } = await signup(here);
    expect((await verify(await linkTokenFor(oldEmail, /verify/i))).status).toBe(200);
    const elsewhere = t.client();
    expect(
      (await elsewhere.post('/api/v1/users/login', { email: oldEmail, password })).status,
    ).toBe(200);
    const newEmail = uniqueEmail('moved');

    const res = await here.patch<UserBody>('/api/v1/users/me', { email: newEmail, name: 'Lola' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      message: messages.emailChangeSent(newEmail),
      data: { user: { email: oldEmail, name: 'Lola', emailVerified: true } },
    });
    const notice = (await mailTo(oldEmail)).find((m) => /being changed/.test(m.subject));
    expect(notice?.body).toContain(newEmail);
    expect((await me(elsewhere)).body.loggedIn).toBe(false);
    expect((await me(here)).body.loggedIn).toBe(true);

    const token = await linkTokenFor(newEmail, /new/i);
    const done = await verify(token);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ data: { message: messages.emailChanged } });
    expect((await me(here)).body.data.user).toMatchObject({
      id,
      email: newEmail,
      emailVerified: true,
    });
    expect((await verify(token)).status).toBe(400);
    expect(
      (await t.client().post('/api/v1/users/login', { email: newEmail, password })).status,
    ).toBe(200);
  });

  it('refuses the link when another account took the address meanwhile, changing nothing', async () => {
    const client = t.client();
    const { email } = await signup(client);
    const target = uniqueEmail('contested');
    expect((await client.patch('/api/v1/users/me', { email: target })).status).toBe(200);
    await signup(t.client(), target);
    const res = await verify(await linkTokenFor(target, /new/i));
    expect(res.status).toBe(409);
    expect((await me(client)).body.data.user?.email).toBe(email);
    const rows = await t.database.db
      .select()
      .from(users)
      .where(and(eq(users.email, target)));
    expect(rows).toHaveLength(1);
  });
});
