import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { createBuyer, signedInAs } from '../../../test/orders-kit.js';
import { sellerApplication, staffClient } from '../../../test/seller-side-kit.js';

// Issue 23: the account e-mails (password reset, seller application approved) in the recipient's
// language (the account's, decision 044), else English.

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
