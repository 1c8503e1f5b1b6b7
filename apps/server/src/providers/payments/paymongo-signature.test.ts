import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  parsePaymongoSignature,
  signPaymongoEvent,
  verifyPaymongoSignature,
} from './paymongo-signature.js';

const secret = 'whsk_test_signing_secret';
const rawBody = JSON.stringify({ data: { id: 'evt_1', type: 'event', attributes: {} } }, null, 2);
const nowMs = 1_750_000_000_000;
const t = Math.floor(nowMs / 1000);

describe('PayMongo webhook signatures', () => {
  it('signs test events in te and live events in li, as HMAC-SHA256 of "t.rawBody"', () => {
    const expected = createHmac('sha256', secret).update(`${t}.${rawBody}`).digest('hex');
    expect(signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: false })).toBe(
      `t=${t},te=${expected},li=`,
    );
    expect(signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: true })).toBe(
      `t=${t},te=,li=${expected}`,
    );
  });

  it('verifies its own signature over the raw body, as text or bytes', () => {
    const header = signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: false });
    expect(verifyPaymongoSignature({ header, rawBody, secret, nowMs })).toEqual({
      ok: true,
      livemode: false,
    });
    expect(
      verifyPaymongoSignature({ header, rawBody: Buffer.from(rawBody), secret, nowMs }),
    ).toEqual({ ok: true, livemode: false });
    const live = signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: true });
    expect(verifyPaymongoSignature({ header: live, rawBody, secret, nowMs })).toEqual({
      ok: true,
      livemode: true,
    });
  });

  it('refuses a tampered body, even one that parses to the same JSON', () => {
    const header = signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: false });
    const reformatted = JSON.stringify(JSON.parse(rawBody));
    const tampered = rawBody.replace('evt_1', 'evt_2');
    for (const body of [reformatted, tampered]) {
      expect(verifyPaymongoSignature({ header, rawBody: body, secret, nowMs })).toEqual({
        ok: false,
        reason: 'MISMATCH',
      });
    }
  });

  it('refuses the wrong secret, and the other mode when the caller knows its own', () => {
    const header = signPaymongoEvent({ secret, rawBody, timestamp: t, livemode: false });
    expect(
      verifyPaymongoSignature({ header, rawBody, secret: 'whsk_someone_else', nowMs }),
    ).toEqual({ ok: false, reason: 'MISMATCH' });
    // a live key checks li: a test-mode signature does not count
    expect(verifyPaymongoSignature({ header, rawBody, secret, nowMs, livemode: true })).toEqual({
      ok: false,
      reason: 'MISMATCH',
    });
  });

  it('refuses a timestamp more than the tolerance away, either side', () => {
    for (const offset of [-301, 301]) {
      const header = signPaymongoEvent({ secret, rawBody, timestamp: t + offset, livemode: false });
      expect(verifyPaymongoSignature({ header, rawBody, secret, nowMs })).toEqual({
        ok: false,
        reason: 'STALE',
      });
    }
    const edge = signPaymongoEvent({ secret, rawBody, timestamp: t - 300, livemode: false });
    expect(verifyPaymongoSignature({ header: edge, rawBody, secret, nowMs }).ok).toBe(true);
    const old = signPaymongoEvent({ secret, rawBody, timestamp: t - 3600, livemode: false });
    expect(
      verifyPaymongoSignature({ header: old, rawBody, secret, nowMs, toleranceSeconds: 7200 }).ok,
    ).toBe(true);
  });

  it('refuses a missing or malformed header', () => {
    expect(verifyPaymongoSignature({ header: undefined, rawBody, secret, nowMs })).toEqual({
      ok: false,
      reason: 'MISSING',
    });
    for (const header of [
      'garbage',
      `t=${t}`,
      `t=abc,te=,li=`,
      `t=${t},te=zz,li=`,
      `t=${t},te=,li=`,
    ]) {
      const result = verifyPaymongoSignature({ header, rawBody, secret, nowMs });
      expect(result.ok).toBe(false);
    }
    expect(parsePaymongoSignature(`t=${t},te=,li=`)).toEqual({ timestamp: t, te: '', li: '' });
    expect(parsePaymongoSignature('t=1,te')).toBeNull();
  });
});
