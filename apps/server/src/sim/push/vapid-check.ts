import { createPublicKey, verify } from 'node:crypto';

// What a push service checks of a push request before it takes it (RFC 8030, RFC 8291, RFC 8292),
// as Mozilla autopush and FCM document their refusals: the VAPID Authorization header (an ES256 JWT
// for the endpoint's origin, expiring within 24 hours, with a contact), the TTL and Urgency headers,
// and the aes128gcm content coding's header in front of the body. Null when the request passes,
// else the status and error the service answers.

export type PushRefusal = { status: number; errno: number; message: string };

const DAY_SECONDS = 24 * 60 * 60;
const URGENCIES = new Set(['very-low', 'low', 'normal', 'high']);
/** autopush's limit on the encrypted body (RFC 8030 §7.2: at least 4096 bytes must be taken). */
export const MAX_PUSH_BYTES = 4096;

const refuse = (status: number, errno: number, message: string): PushRefusal => ({
  status,
  errno,
  message,
});

const fromB64 = (value: string) => Buffer.from(value, 'base64url');

/** The application server's public key (65-byte uncompressed P-256 point) as a key object. */
function vapidKey(k: string) {
  const point = fromB64(k);
  if (point.length !== 65 || point[0] !== 4) return null;
  return createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
}

/** RFC 8292 §3: `vapid t=<jwt>, k=<key>`; the JWT signed with ES256 by that key. */
export function checkVapid(
  authorization: string,
  audience: string,
  nowSeconds: number,
): PushRefusal | null {
  const match = /^vapid\s+(.+)$/i.exec(authorization.trim());
  if (!match) return refuse(401, 109, 'Missing or unsupported Authorization scheme');
  const params = new Map<string, string>();
  for (const part of (match[1] ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at > 0) params.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const token = params.get('t');
  const k = params.get('k');
  if (!token || !k) return refuse(401, 109, 'The VAPID header needs t= and k=');
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) return refuse(401, 109, 'Malformed VAPID token');
  let header: { alg?: string };
  let claims: { aud?: unknown; exp?: unknown; sub?: unknown };
  try {
    header = JSON.parse(fromB64(head).toString('utf8')) as typeof header;
    claims = JSON.parse(fromB64(body).toString('utf8')) as typeof claims;
  } catch {
    return refuse(401, 109, 'Malformed VAPID token');
  }
  if (header.alg !== 'ES256') return refuse(401, 109, 'VAPID tokens are signed with ES256');
  let key;
  try {
    key = vapidKey(k);
  } catch {
    key = null;
  }
  if (!key) return refuse(401, 109, 'Invalid VAPID public key');
  const signed = Buffer.from(`${head}.${body}`);
  const valid = verify('sha256', signed, { key, dsaEncoding: 'ieee-p1363' }, fromB64(signature));
  if (!valid) return refuse(401, 109, 'The VAPID signature does not verify');
  if (claims.aud !== audience) return refuse(401, 109, `aud must be ${audience}`);
  if (typeof claims.exp !== 'number' || claims.exp <= nowSeconds) {
    return refuse(401, 109, 'The VAPID token has expired');
  }
  if (claims.exp > nowSeconds + DAY_SECONDS) {
    return refuse(401, 109, 'exp must be within 24 hours');
  }
  if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) {
    return refuse(401, 109, 'sub must be a mailto: or https: contact');
  }
  return null;
}

/** The TTL, Urgency and Content-Encoding headers and the aes128gcm body header (RFC 8188 §2.1). */
export function checkPushMessage(
  headers: Record<string, string | string[] | undefined>,
  body: Buffer,
): PushRefusal | null {
  const ttl = String(headers.ttl ?? '');
  if (!/^\d+$/.test(ttl)) return refuse(400, 111, 'Missing TTL header');
  const urgency = headers.urgency;
  if (urgency !== undefined && !URGENCIES.has(String(urgency))) {
    return refuse(400, 112, 'Invalid Urgency header');
  }
  if (body.length === 0) return null; // a push without data needs no content coding
  if (String(headers['content-encoding'] ?? '').toLowerCase() !== 'aes128gcm') {
    return refuse(400, 110, 'Unknown Content-Encoding: use aes128gcm');
  }
  if (body.length > MAX_PUSH_BYTES) return refuse(413, 104, 'Payload too large');
  // salt (16), record size (4), key id length (1), key id: the sender's P-256 key (65)
  const rs = body.length >= 21 ? body.readUInt32BE(16) : 0;
  const idlen = body[20] ?? 0;
  if (rs < 18 || idlen !== 65 || body[21] !== 4 || body.length < 21 + idlen + 17) {
    return refuse(400, 110, 'Malformed aes128gcm header');
  }
  return null;
}
