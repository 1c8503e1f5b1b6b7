import { createECDH, createPrivateKey, randomBytes, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { checkPushMessage, checkVapid } from './vapid-check.js';

// Decision 047: the push simulator refuses what autopush and FCM refuse (RFC 8292 VAPID, RFC 8188
// aes128gcm), so the adapter's mistakes show in tests.

const AUD = 'http://127.0.0.1:3000';
const keys = webpush.generateVAPIDKeys();
const now = Math.floor(Date.now() / 1000);

/** A VAPID header with any claims, signed by `keys` as web-push signs. */
function header(claims: Record<string, unknown>, alg = 'ES256') {
  const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url');
  const signed = `${b64({ typ: 'JWT', alg })}.${b64(claims)}`;
  const pub = Buffer.from(keys.publicKey, 'base64url');
  const key = createPrivateKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      d: keys.privateKey,
      x: pub.subarray(1, 33).toString('base64url'),
      y: pub.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const signature = sign('sha256', Buffer.from(signed), { key, dsaEncoding: 'ieee-p1363' });
  return `vapid t=${signed}.${signature.toString('base64url')}, k=${keys.publicKey}`;
}

const good = { aud: AUD, exp: now + 3600, sub: 'mailto:ops@lutongbahay.ph' };

describe('checkVapid', () => {
  it('takes the header web-push writes', () => {
    const made = webpush.getVapidHeaders(
      AUD,
      good.sub,
      keys.publicKey,
      keys.privateKey,
      'aes128gcm',
    );
    expect(checkVapid(made.Authorization, AUD, now)).toBeNull();
    expect(checkVapid(header(good), AUD, now)).toBeNull();
  });

  it('refuses another audience, an expired or too long token, no contact, another key', () => {
    const refused = (auth: string) => checkVapid(auth, AUD, now)?.status;
    expect(refused(header({ ...good, aud: 'https://other.example' }))).toBe(401);
    expect(refused(header({ ...good, exp: now - 1 }))).toBe(401);
    expect(refused(header({ ...good, exp: now + 25 * 3600 }))).toBe(401);
    expect(refused(header({ ...good, sub: 'ops' }))).toBe(401);
    expect(refused(header(good, 'HS256'))).toBe(401);
    const other = webpush.generateVAPIDKeys().publicKey;
    expect(refused(header(good).replace(keys.publicKey, other))).toBe(401);
    expect(refused('Bearer x')).toBe(401);
    expect(refused('')).toBe(401);
  });
});

describe('checkPushMessage', () => {
  const body = () => {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const rs = Buffer.alloc(4);
    rs.writeUInt32BE(4096);
    return Buffer.concat([
      randomBytes(16),
      rs,
      Buffer.from([65]),
      ecdh.getPublicKey(),
      randomBytes(40),
    ]);
  };
  const headers = { ttl: '60', urgency: 'high', 'content-encoding': 'aes128gcm' };

  it('takes an aes128gcm body with TTL and Urgency', () => {
    expect(checkPushMessage(headers, body())).toBeNull();
  });

  it('refuses no TTL, a bad Urgency, another coding, a bad header and more than 4096 bytes', () => {
    expect(checkPushMessage({ ...headers, ttl: undefined }, body())?.status).toBe(400);
    expect(checkPushMessage({ ...headers, urgency: 'now' }, body())?.status).toBe(400);
    expect(checkPushMessage({ ...headers, 'content-encoding': 'aesgcm' }, body())?.status).toBe(
      400,
    );
    expect(checkPushMessage(headers, randomBytes(30))?.status).toBe(400);
    expect(checkPushMessage(headers, Buffer.concat([body(), randomBytes(4096)]))?.status).toBe(413);
  });
});
