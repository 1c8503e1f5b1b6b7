import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@lutong/shared';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';
import { createBuyer, signedInAs } from '../../../test/orders-kit.js';
import { sellerApplication, staffClient } from '../../../test/seller-side-kit.js';

// Issue 23: the account e-mails (password reset, seller application approved) in the recipient's
// language (the account's, decision 044), else English; a new account's verification e-mail in
// the language it was opened in (the language cookie, else Accept-Language).

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const mailsTo = (email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);

async function resetMail(language: 'en' | 'fil' | null) {
  const user = await createBuyer(t.database.db, { language });
  const res = await t.client().post('/api/v1/users/forgotPassword', { email: user.email });
  expect(res.status).toBe(200);
  const [mail] = await mailsTo(user.email);
  return mail;
}

/** Signs up from a browser with these headers (and the language cookie, if given). */
async function signupMail(headers: Record<string, string>, cookie?: 'en' | 'fil') {
  const client = t.client();
  if (cookie) client.jar.set(LANGUAGE_COOKIE, cookie);
  const email = uniqueEmail();
  const password = 'abcdefgh';
  const res = await client.post<{ data: { user: { language: string | null } } }>(
    '/api/v1/users/signup',
    { email, password, passwordConfirm: password },
    headers,
  );
  expect(res.status).toBe(200);
  const [mail] = await mailsTo(email);
  return { mail, language: res.body.data.user.language };
}

const VERIFY_FIL =
  /^Welcome sa Lutong Bahay! Pakikumpirma na ito ang e-mail address mo \(isang beses lang gagana ang link, sa loob ng 24 oras\):\nhttp\S+\/verify-email\/\S+\n\nKung hindi ka nag-sign up, huwag pansinin ang e-mail na ito\.$/;
const VERIFY_EN =
  /^Welcome to Lutong Bahay! Please confirm that this is your e-mail address \(the link works once, for 24 hours\):\nhttp\S+\/verify-email\/\S+\n\nIf you did not sign up, ignore this e-mail\.$/;

async function approvalMail(language: 'en' | 'fil') {
  const buyer = await createBuyer(t.database.db, { language });
  const client = await signedInAs(t, buyer.id, new Date());
  expect((await client.patch('/api/v1/users/me', sellerApplication())).status).toBe(200);
  const { client: staff } = await staffClient(t);
  const list = await staff.get<{
    data: { applications: { id: string; user: { id: string } }[] };
  }>('/api/v1/admin/applications?status=pending');
  const mine = list.body.data.applications.find((a) => a.user.id === buyer.id);
  const approved = await staff.patch(`/api/v1/admin/applications/${mine?.id}/approve`, {});
  expect(approved.status).toBe(200);
  return (await mailsTo(buyer.email)).at(-1);
}

describe("the account e-mails in the recipient's language", () => {
  it('a Filipino account gets its password reset e-mail in Filipino', async () => {
    const mail = await resetMail('fil');
    expect(mail?.subject).toBe('I-reset ang password mo sa Lutong Bahay');
    expect(mail?.body).toMatch(
      /^May humiling na i-reset ang password ng Lutong Bahay account mo\.\n\nMaglagay ng bagong password dito \(isang beses lang gagana ang link, sa loob ng isang oras\):\nhttp\S+\/forgotPassword\/\S+\n\nKung hindi ikaw ito, /,
    );
  });

  it('an English account, and one that never chose, get it in English as before', async () => {
    for (const language of ['en', null] as const) {
      const mail = await resetMail(language);
      expect(mail?.subject).toBe('Reset your Lutong Bahay password');
      expect(mail?.body).toMatch(
        /^Someone asked to reset the password of your Lutong Bahay account\.\n\nSet a new password here \(the link works once, for one hour\):\nhttp\S+\/forgotPassword\/\S+\n\nIf it was not you, ignore this e-mail: your password stays the same\.$/,
      );
    }
  });

  it('the approved seller reads the welcome in their language', async () => {
    const fil = await approvalMail('fil');
    expect(fil?.subject).toBe('Welcome sa Lutong Bahay: puwede ka nang magbenta');
    expect(fil?.body).toMatch(/^Congratulations, lola nena! Aprubado na ang application mo\.\n/);
    expect(fil?.body).toContain('buksan ang AKING MENU');
    const en = await approvalMail('en');
    expect(en?.subject).toBe('Welcome to Lutong Bahay: you can now sell');
    expect(en?.body).toMatch(
      /^Congratulations, lola nena! Your application was approved\.\nLog in again and open MY MENU to add your dishes, your photos and the days you cook\.\nYour menu shows TEMPORARILY CLOSED until you open it: http\S+$/,
    );
  });
});

describe('the verification e-mail of a new account', () => {
  it('comes in Filipino to a visitor who chose Filipino, though the browser asks for English', async () => {
    const { mail, language } = await signupMail({ 'accept-language': 'en-US,en;q=0.9' }, 'fil');
    expect(language).toBe('fil');
    expect(mail?.subject).toBe('I-verify ang e-mail address mo sa Lutong Bahay');
    expect(mail?.body).toMatch(VERIFY_FIL);
  });

  it('comes in Filipino to a browser that asks for Filipino only (Accept-Language)', async () => {
    const { mail, language } = await signupMail({ 'accept-language': 'fil' });
    expect(language).toBe('fil');
    expect(mail?.subject).toBe('I-verify ang e-mail address mo sa Lutong Bahay');
    expect(mail?.body).toMatch(VERIFY_FIL);
  });

  it('comes in English as before to an English visitor, and to one who names no language', async () => {
    const english = await signupMail({ 'accept-language': 'en-PH,en;q=0.9,fil;q=0.8' });
    expect(english.language).toBe('en');
    const chose = await signupMail({ 'accept-language': 'fil' }, 'en');
    expect(chose.language).toBe('en');
    const none = await signupMail({});
    expect(none.language).toBeNull();
    for (const { mail } of [english, chose, none]) {
      expect(mail?.subject).toBe('Verify your Lutong Bahay e-mail address');
      expect(mail?.body).toMatch(VERIFY_EN);
    }
  });
});
