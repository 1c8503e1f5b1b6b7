import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogues, LANGUAGE_COOKIE, messages } from '@lutong/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../test/harness.js';
import { signedUpClient } from '../../test/seller-side-kit.js';

// The server's answers in the request's language (issue 23, decision 044): the account's, else
// the lb_lang cookie, else Accept-Language. English stays the spec's text byte for byte.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

type Answer = { code?: string; message?: string };
const filHeader = { 'accept-language': 'fil-PH,fil;q=0.9,en;q=0.8' };

describe("an error's message", () => {
  it('is the exact English for an English request, Filipino for a Filipino one', async () => {
    const en = await t.client().patch<Answer>('/api/v1/users/me', {}, { 'accept-language': 'en' });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 'UNAUTHENTICATED', message: messages.signedOut });

    const byHeader = await t.client().patch<Answer>('/api/v1/users/me', {}, filHeader);
    expect(byHeader.status).toBe(401);
    expect(byHeader.body).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Mag-log in muna.' });

    const guest = t.client();
    guest.jar.set(LANGUAGE_COOKIE, 'fil');
    const byCookie = await guest.patch<Answer>('/api/v1/users/me', {}, { 'accept-language': 'en' });
    expect(byCookie.body.message).toBe('Mag-log in muna.');
  });

  it("words a validation rule's message (zod) in the request's language", async () => {
    const body = { email: uniqueEmail(), password: 'abcdefgh', passwordConfirm: 'abcdefgi' };
    const en = await t.client().post<Answer>('/api/v1/users/signup', body);
    expect(en.status).toBe(400);
    expect(en.body.message).toBe(messages.signupPasswordsMismatch);

    const fil = await t.client().post<Answer>('/api/v1/users/signup', body, filHeader);
    expect(fil.status).toBe(400);
    expect(fil.body.message).toBe('Hindi magkapareho ang mga password!');
  });

  it("follows a signed-in account's language over the browser's", async () => {
    const { client, email } = await signedUpClient(t);
    await client.put('/api/v1/users/language', { language: 'fil' });
    client.jar.delete(LANGUAGE_COOKIE);
    const again = await client.post<Answer>(
      '/api/v1/users/signup',
      { email, password: 'abcdefgh', passwordConfirm: 'abcdefgh' },
      { 'accept-language': 'en' },
    );
    expect(again.body).toMatchObject({ message: 'Nagkaproblema sa iyong signup!' });
  });
});

describe("an e-mail link's token cut short", () => {
  it("is refused as the link's own message, in the request's language, not zod's English", async () => {
    const short = 'abc123';
    const links = [
      ['/api/v1/users/verify-email', { token: short }, catalogues.messages.emailVerifyFailed],
      ['/api/v1/favourites/unsubscribe', { token: short }, catalogues.favourites.unsubscribeFailed],
    ] as const;
    for (const [path, body, text] of links) {
      const en = await t.client().post<Answer>(path, body, { 'accept-language': 'en' });
      expect(en.status).toBe(400);
      expect(en.body.message).toBe(text.en);
      const fil = await t.client().post<Answer>(path, body, filHeader);
      expect(fil.status).toBe(400);
      expect(fil.body.message).toBe(text.fil);
    }
    const reset = await t
      .client()
      .patch<Answer>(
        `/api/v1/users/resetPassword/${short}`,
        { password: 'abcdefgh', passwordConfirm: 'abcdefgh' },
        filHeader,
      );
    expect(reset.status).toBe(400);
    expect(reset.body.message).toBe(catalogues.messages.resetFailed.fil);
  });
});

describe("a success's message", () => {
  it("is worded in the request's language", async () => {
    const en = await t.client().post<Answer>('/api/v1/users/forgotPassword', {
      email: uniqueEmail(),
    });
    expect(en.status).toBe(200);
    expect(en.body.message).toBe(messages.forgotPasswordSent);

    const fil = await t
      .client()
      .post<Answer>('/api/v1/users/forgotPassword', { email: uniqueEmail() }, filHeader);
    expect(fil.status).toBe(200);
    expect(fil.body.message).toMatch(/^Darating sa iyong e-mail ang link/);
  });
});

describe('a new account', () => {
  it('keeps the language its visitor signed up in (lb_lang, else Accept-Language)', async () => {
    const chose = t.client();
    await chose.put('/api/v1/users/language', { language: 'fil' });
    const password = 'abcdefgh';
    const signed = await chose.post<{ data: { user: { language: string | null } } }>(
      '/api/v1/users/signup',
      { email: uniqueEmail(), password, passwordConfirm: password },
    );
    expect(signed.status).toBe(200);
    expect(signed.body.data.user.language).toBe('fil');

    const plain = await t
      .client()
      .post<{ data: { user: { language: string | null } } }>(
        '/api/v1/users/signup',
        { email: uniqueEmail(), password, passwordConfirm: password },
        filHeader,
      );
    expect(plain.body.data.user.language).toBe('fil');
  });
});
