import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * PayMongo webhook signing, used by the simulator to sign and by our webhook endpoint to verify, so
 * there is one implementation of the scheme: the `Paymongo-Signature` header is
 * `t=<unix seconds>,te=<test mode signature>,li=<live mode signature>`, each signature the hex
 * HMAC-SHA256, keyed with the webhook's secret key, of `${t}.${rawBody}` (the exact bytes sent).
 * An event signs only the part of its mode; the other part is empty.
 */
export const PAYMONGO_SIGNATURE_HEADER = 'paymongo-signature';
/** How far a signature's timestamp may be from our clock (PayMongo leaves the choice to us). */
export const DEFAULT_SIGNATURE_TOLERANCE_SECONDS = 300;

export function paymongoSignature(
  secret: string,
  timestamp: number,
  rawBody: string | Buffer,
): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

/** The header value for an event body; `timestamp` is in unix seconds. */
export function signPaymongoEvent(input: {
  secret: string;
  rawBody: string | Buffer;
  timestamp: number;
  livemode: boolean;
}): string {
  const signature = paymongoSignature(input.secret, input.timestamp, input.rawBody);
  return input.livemode
    ? `t=${input.timestamp},te=,li=${signature}`
    : `t=${input.timestamp},te=${signature},li=`;
}

/** `t=..,te=..,li=..` split into its parts, or null when it is not that shape. */
export function parsePaymongoSignature(
  header: string | undefined,
): { timestamp: number; te: string; li: string } | null {
  if (!header) return null;
  const parts = new Map<string, string>();
  for (const part of header.split(',')) {
    const at = part.indexOf('=');
    if (at < 1) return null;
    parts.set(part.slice(0, at).trim(), part.slice(at + 1).trim());
  }
  const t = parts.get('t') ?? '';
  const te = (parts.get('te') ?? '').toLowerCase();
  const li = (parts.get('li') ?? '').toLowerCase();
  const hex = /^([0-9a-f]{64})?$/;
  if (!/^\d{1,12}$/.test(t) || !hex.test(te) || !hex.test(li)) return null;
  return { timestamp: Number(t), te, li };
}

export type SignatureCheck =
  | { ok: true; livemode: boolean }
  | { ok: false; reason: 'MISSING' | 'MALFORMED' | 'STALE' | 'MISMATCH' };

/**
 * Whether `header` signs `rawBody` with `secret`, within `toleranceSeconds` of `nowMs`. `livemode`
 * says which part to check when the caller knows its mode (a live key checks `li`, a test key
 * `te`); without it the part that is present decides. Compared in constant time.
 */
export function verifyPaymongoSignature(input: {
  header: string | undefined;
  rawBody: string | Buffer;
  secret: string;
  nowMs: number;
  toleranceSeconds?: number;
  livemode?: boolean;
}): SignatureCheck {
  if (!input.header) return { ok: false, reason: 'MISSING' };
  const parsed = parsePaymongoSignature(input.header);
  if (!parsed) return { ok: false, reason: 'MALFORMED' };
  const tolerance = input.toleranceSeconds ?? DEFAULT_SIGNATURE_TOLERANCE_SECONDS;
  if (Math.abs(input.nowMs / 1000 - parsed.timestamp) > tolerance) {
    return { ok: false, reason: 'STALE' };
  }
  const livemode = input.livemode ?? parsed.li !== '';
  const given = livemode ? parsed.li : parsed.te;
  if (given === '') return { ok: false, reason: 'MISMATCH' };
  const expected = Buffer.from(
    paymongoSignature(input.secret, parsed.timestamp, input.rawBody),
    'hex',
  );
  const actual = Buffer.from(given, 'hex');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return { ok: false, reason: 'MISMATCH' };
  }
  return { ok: true, livemode };
}
