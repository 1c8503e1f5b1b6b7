import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import webpush from 'web-push';
import { TestClient, type TestApp } from './harness.js';
import type { PushDelivery } from '../src/sim/push/push.sim.js';

// Test helpers for web push (decision 047): VAPID settings, a browser that subscribes at the push
// simulator with keys of its own, and the decryption a browser does (RFC 8291, aes128gcm).

export function vapidEnv(): Record<string, string> {
  const keys = webpush.generateVAPIDKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: 'mailto:ops@lutongbahay.ph',
  };
}

export type Browser = {
  id: string;
  endpoint: string;
  ecdh: ECDH;
  auth: Buffer;
  keys: { p256dh: string; auth: string };
};

/** A browser subscribing at the push service (the simulator, over its real socket). */
export async function newBrowser(t: TestApp): Promise<Browser> {
  const sim = new TestClient(t.baseUrl);
  const made = await sim.post<{ id: string; endpoint: string }>('/_sim/push/endpoints', {});
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ...made.body,
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

export async function deliveries(t: TestApp, browser: Browser): Promise<PushDelivery[]> {
  const sim = new TestClient(t.baseUrl);
  const got = await sim.get<{ deliveries: PushDelivery[] }>(
    `/_sim/push/endpoints/${browser.id}/deliveries`,
  );
  return got.body.deliveries;
}

/** Makes the push service answer `status` to the browser's next `times` pushes (410: for good). */
export async function answerWith(t: TestApp, browser: Browser, status: number, times = 1) {
  const sim = new TestClient(t.baseUrl);
  await sim.post(`/_sim/push/endpoints/${browser.id}/answer`, { status, times });
}

/** What the browser reads from an aes128gcm push (one record, RFC 8188 and RFC 8291). */
export function decryptPush(browser: Browser, delivery: PushDelivery): string {
  const body = Buffer.from(delivery.body, 'base64url');
  const salt = body.subarray(0, 16);
  const idlen = body[20] ?? 0;
  const serverKey = body.subarray(21, 21 + idlen);
  const record = body.subarray(21 + idlen);
  const shared = browser.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([
    Buffer.from('WebPush: info\0'),
    browser.ecdh.getPublicKey(),
    serverKey,
  ]);
  const ikm = Buffer.from(hkdfSync('sha256', shared, browser.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: aes128gcm\0', 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, 'Content-Encoding: nonce\0', 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const plain = Buffer.concat([decipher.update(record.subarray(0, -16)), decipher.final()]);
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end -= 1;
  if (plain[end] !== 2) throw new Error('not a single last record');
  return plain.subarray(0, end).toString('utf8');
}
