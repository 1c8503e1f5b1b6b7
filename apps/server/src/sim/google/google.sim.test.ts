import { X509Certificate } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { createTestApp, uniqueEmail, type TestApp } from '../../../test/harness.js';

// Issue 20 §P6: the Google identity simulator publishes its key as Google does, the JWKS and the
// PEM certificates (/oauth2/v1/certs, what google-auth-library's default verifyIdToken reads), and
// its tokens carry Google's claims.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function simToken(body: Record<string, unknown>): Promise<string> {
  const res = await t.client().post<{ credential: string }>('/_sim/google/token', {
    client_id: t.config.identity.clientId,
    ...body,
  });
  expect(res.status).toBe(200);
  return res.body.credential;
}

/** Verifies a token as google-auth-library does by default: with the PEM certificate of its kid. */
async function verifyWithPemCerts(token: string) {
  const certs = await fetch(`${t.baseUrl}/_sim/google/oauth2/v1/certs`);
  expect(certs.status).toBe(200);
  expect(certs.headers.get('cache-control')).toMatch(/max-age=\d+/);
  const pems = (await certs.json()) as Record<string, string>;
  const { kid, alg } = decodeProtectedHeader(token);
  expect(alg).toBe('RS256');
  const pem = pems[kid ?? ''];
  expect(pem).toMatch(/^-----BEGIN CERTIFICATE-----\n[\s\S]+\n-----END CERTIFICATE-----\n$/);
  const certificate = new X509Certificate(pem ?? '');
  expect(certificate.verify(certificate.publicKey)).toBe(true); // self-signed, and well formed
  expect(new Date(certificate.validTo).getTime()).toBeGreaterThan(Date.now());
  const { payload } = await jwtVerify(token, certificate.publicKey, {
    issuer: ['accounts.google.com', 'https://accounts.google.com'],
    audience: t.config.identity.clientId,
  });
  return payload;
}

describe('Google identity simulator', () => {
  it("signs tokens with Google's claims that verify with its PEM certificates", async () => {
    const email = uniqueEmail('ws');
    const payload = await verifyWithPemCerts(
      await simToken({
        email,
        name: 'Maria Clara Santos',
        picture: 'https://lh3.googleusercontent.com/a/photo',
      }),
    );
    const now = Math.floor(Date.now() / 1000);
    expect(payload).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: t.config.identity.clientId,
      azp: t.config.identity.clientId,
      email,
      email_verified: true,
      name: 'Maria Clara Santos',
      given_name: 'Maria',
      family_name: 'Clara Santos',
      picture: 'https://lh3.googleusercontent.com/a/photo',
      hd: 'example.ph', // a Workspace domain
    });
    expect(payload.sub).toMatch(/^\S+$/);
    expect(payload.iat).toBeLessThanOrEqual(now);
    expect(payload.exp).toBeGreaterThan(now);
  });

  it('leaves picture and hd out for a consumer account, and refuses a picture that is not https', async () => {
    const payload = await verifyWithPemCerts(
      await simToken({ email: 'maria.santos@gmail.com', name: 'Maria' }),
    );
    expect(payload).not.toHaveProperty('picture');
    expect(payload).not.toHaveProperty('hd');
    expect(payload).not.toHaveProperty('family_name');
    const http = await t.client().post('/_sim/google/token', {
      client_id: t.config.identity.clientId,
      email: 'a@gmail.com',
      picture: 'http://example.com/a.png',
    });
    expect(http.status).toBe(400);
  });

  it('publishes the same key as a JWKS at Google’s path, and the app signs in with its tokens', async () => {
    const jwks = await t
      .client()
      .get<{ keys: { kid: string; kty: string; alg: string }[] }>('/_sim/google/oauth2/v3/certs');
    const pems = await t.client().get<Record<string, string>>('/_sim/google/oauth2/v1/certs');
    expect(jwks.body.keys.map((k) => [k.kid, k.kty, k.alg])).toEqual([
      [Object.keys(pems.body)[0], 'RSA', 'RS256'],
    ]);
    const email = uniqueEmail('google');
    const res = await t
      .client()
      .post('/api/v1/users/googleSignIn', { tokenId: await simToken({ email, name: 'Ana' }) });
    expect(res.status).toBe(200);
  });
});
