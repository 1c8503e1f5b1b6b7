import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, generateKeyPair } from 'jose';
import { messages } from '@lutong/shared';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function simToken(body: Record<string, unknown>): Promise<string> {
  const res = await t.client().post<{ credential: string }>('/_sim/google/token', body);
  expect(res.status).toBe(200);
  return res.body.credential;
}

describe('Google sign-in through the identity simulator', () => {
  it('creates an account from a verified token and signs in; the same person again gets the same account', async () => {
    const email = uniqueEmail('google');
    const client = t.client();
    const tokenId = await simToken({
      client_id: t.config.identity.clientId,
      email,
      name: 'Maria Clara',
    });
    const res = await client.post('/api/v1/users/googleSignIn', { tokenId });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'success',
      data: { user: { email, name: 'maria clara', role: 'user' } },
    });
    const again = await t.client().post('/api/v1/users/googleSignIn', {
      tokenId: await simToken({ client_id: t.config.identity.clientId, email }),
    });
    expect((again.body as { data: { user: { id: string } } }).data.user.id).toBe(
      (res.body as { data: { user: { id: string } } }).data.user.id,
    );
  });

  it('does not link to an existing password account whose address is unverified (decision 025)', async () => {
    const email = uniqueEmail('both');
    await t
      .client()
      .post('/api/v1/users/signup', { email, password: 'abcdefgh', passwordConfirm: 'abcdefgh' });
    const res = await t.client().post('/api/v1/users/googleSignIn', {
      tokenId: await simToken({ client_id: t.config.identity.clientId, email }),
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: 'LINK_REQUIRED', message: messages.googleLinkRequired });
  });

  it('refuses a token for another audience, an unverified e-mail, a foreign signature and an expired token', async () => {
    const email = uniqueEmail();
    const wrongAud = await simToken({ client_id: 'someone-else', email });
    const unverified = await simToken({
      client_id: t.config.identity.clientId,
      email,
      email_verified: false,
    });
    const expired = await simToken({
      client_id: t.config.identity.clientId,
      email,
      expires_in: -300,
    });
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ email, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .setIssuer(t.config.identity.issuers[0] ?? '')
      .setAudience(t.config.identity.clientId)
      .setSubject('forged')
      .setExpirationTime('1h')
      .sign(privateKey);
    for (const tokenId of [wrongAud, unverified, expired, forged, 'not.a.jwt.token']) {
      const res = await t.client().post('/api/v1/users/googleSignIn', { tokenId });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'fail', message: messages.googleSignupFailed });
    }
  });

  it('serves a choose-an-account page and its JWKS', async () => {
    const page = await t
      .client()
      .get(
        `/_sim/google/choose?client_id=${t.config.identity.clientId}&origin=${encodeURIComponent(t.baseUrl)}`,
      );
    expect(page.status).toBe(200);
    expect(String(page.body)).toContain('Choose an account');
    const jwks = await t.client().get<{ keys: { kty: string }[] }>('/_sim/google/jwks.json');
    expect(jwks.body.keys[0]?.kty).toBe('RSA');
  });
});
