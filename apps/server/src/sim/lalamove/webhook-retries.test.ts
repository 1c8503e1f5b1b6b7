import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Courier } from '../../providers/courier/courier.js';
import { createLalamoveCourier } from '../../providers/courier/lalamove.js';
import { lalamoveSignature } from '../../providers/courier/lalamove-signature.js';
import { LALAMOVE_WEBHOOK_PATH } from '../../modules/delivery/delivery.routes.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  advance,
  bookedOrder,
  registerLalamoveWebhook,
  sentLog,
  withhold,
} from '../../../test/delivery-kit.js';
import { startWebhookReceiver } from '../../../test/webhook-receiver.js';
import { LALAMOVE_RETRY_DELAYS_MS } from './webhooks.js';

// Decision 026: the simulator retries a webhook as Lalamove documents, 10 attempts within 24 hours
// with exponential delays, each carrying the event's original timestamp (aged by the minutes the
// simulator's clock skipped) and a signature that checks out.

let t: TestApp;
let courier: Courier;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  t = await createTestApp();
  courier = createLalamoveCourier(t.config.courier);
  receiver = await startWebhookReceiver();
  await registerLalamoveWebhook(t, receiver.url);
  await withhold(t, false);
});
afterAll(async () => {
  await registerLalamoveWebhook(t, `${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`);
  await receiver.close();
  await t.close();
});

type Received = { timestamp: number; signature: string; eventId: string; data: unknown };
const parsed = (from: number) =>
  receiver.received.slice(from).map((r) => JSON.parse(r.rawBody) as Received);

/** A cancelled booking: one ORDER_STATUS_CHANGED event; answers the log's entry for it. */
async function oneEvent() {
  const { booked } = await bookedOrder(t, courier);
  await courier.cancelOrder(booked.orderId);
  return async () => (await sentLog(t)).find((d) => d.orderId === booked.orderId);
}

describe('Lalamove webhook retries', () => {
  it('retries with the original timestamp and a valid signature until answered 2xx', async () => {
    const from = receiver.received.length;
    receiver.answer(500, 500, 500);
    const entry = await oneEvent();
    await eventually(async () => (receiver.received.length === from + 1 ? true : null));
    await advance(t, 1);
    await eventually(async () => (receiver.received.length === from + 2 ? true : null));
    await advance(t, 2);
    await eventually(async () => (receiver.received.length === from + 3 ? true : null));
    await advance(t, 4);
    const delivered = await eventually(async () => {
      const d = await entry();
      return d?.status === 'delivered' ? d : null;
    });
    expect(delivered.attempts.map((a) => a.httpStatus)).toEqual([500, 500, 500, 200]);

    const bodies = parsed(from);
    const first = bodies[0];
    if (!first) throw new Error('nothing received');
    // the same event, its first timestamp aged by the 1, 3 and 7 simulated minutes waited
    expect(bodies.map((b) => b.eventId)).toEqual(Array(4).fill(first.eventId));
    expect(bodies.map((b) => first.timestamp - b.timestamp)).toEqual([0, 60, 180, 420]);
    for (const b of bodies) {
      const signed = { method: 'POST', path: '/paymongo', body: JSON.stringify(b.data) };
      const expected = lalamoveSignature(t.config.courier.apiSecret, {
        ...signed,
        timestamp: b.timestamp,
      });
      expect(b.signature).toBe(expected);
    }
  });

  it('gives up after 10 attempts within 24 hours', async () => {
    expect(LALAMOVE_RETRY_DELAYS_MS).toHaveLength(9);
    const total = LALAMOVE_RETRY_DELAYS_MS.reduce((sum, ms) => sum + ms, 0);
    expect(total).toBeLessThan(24 * 60 * 60 * 1000);

    receiver.answer(...Array<number>(10).fill(503));
    const entry = await oneEvent();
    await eventually(async () => ((await entry())?.attempts.length === 1 ? true : null));
    for (const [i, ms] of LALAMOVE_RETRY_DELAYS_MS.entries()) {
      await advance(t, ms / 60_000);
      await eventually(async () => ((await entry())?.attempts.length === i + 2 ? true : null));
    }
    const failed = await eventually(async () => {
      const d = await entry();
      return d?.status === 'failed' ? d : null;
    });
    expect(failed.attempts).toHaveLength(10);
    expect(failed.attempts.every((a) => a.httpStatus === 503)).toBe(true);
  });
});
