import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { deliveries, orders, outbox, webhookEvents } from '../src/db/schema/index.js';
import { newId } from '../src/lib/ids.js';
import type { Courier, Stop } from '../src/providers/courier/courier.js';
import {
  lalamoveAuthorization,
  signedLalamoveWebhookBody,
} from '../src/providers/courier/lalamove-signature.js';
import { LALAMOVE_WEBHOOK_PATH } from '../src/modules/delivery/delivery.routes.js';
import type { TestApp } from './harness.js';
import { createChef } from './factories.js';
import { createBuyer } from './orders-kit.js';

// Test helpers for the courier webhook and its catch-up (issues 6 and 20): a finished order whose
// courier is booked at the Lalamove simulator, the simulator's switches, signed events.

const greenbelt: Stop = { lat: 14.5526, lng: 121.0216, address: 'Greenbelt, Makati' };
const kapitolyo: Stop = { lat: 14.5712, lng: 121.0606, address: 'Kapitolyo, Pasig' };

export const withhold = async (t: TestApp, on: boolean) => {
  expect((await t.client().post('/_sim/lalamove/webhooks/withhold', { on })).status).toBe(200);
};
export const advance = async (t: TestApp, minutes: number) => {
  expect((await t.client().post('/_sim/lalamove/clock/advance', { minutes })).status).toBe(200);
};

/** A finished delivery order whose courier is booked at the simulator, as finishing leaves it. */
export async function bookedOrder(t: TestApp, courier: Courier) {
  const db = t.database.db;
  const chef = await createChef(db);
  const buyer = await createBuyer(db);
  const quote = await courier.quote({ pickup: greenbelt, dropoff: kapitolyo });
  const orderId = newId();
  const booked = await courier.placeOrder({
    quotationId: quote.quotationId,
    sender: { stopId: quote.stops[0]?.stopId ?? '', name: chef.name, phone: '09171110000' },
    recipients: [{ stopId: quote.stops[1]?.stopId ?? '', name: 'Maria', phone: '09172220000' }],
    metadata: { orderIds: orderId },
  });
  const deliveryId = newId();
  await db.insert(deliveries).values({
    id: deliveryId,
    chefId: chef.id,
    providerOrderId: booked.orderId,
    quotationId: quote.quotationId,
    status: booked.status,
    price: booked.priceTotal,
    shareLink: booked.shareLink,
  });
  await db.insert(orders).values({
    id: orderId,
    buyerId: buyer.id,
    chefId: chef.id,
    status: 'finished',
    deliveryMode: 'delivery',
    deliveryDate: 'Thu',
    createdFor: '2026-01-08',
    name: 'Maria',
    finished: true,
    finishedAt: new Date(),
    deliveryRef: deliveryId,
    foodTotal: 900,
  });
  return { chef, buyer, booked, deliveryId, orderId };
}

export async function deliveryRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(deliveries).where(eq(deliveries.id, id));
  if (!row) throw new Error('no delivery');
  return row;
}
export async function orderRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(orders).where(eq(orders.id, id));
  if (!row) throw new Error('no order');
  return row;
}
export const mailTo = (t: TestApp, email: string) =>
  t.database.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(outbox.id);
/** The ids of the messages to `email` (their sending status changes as the outbox job runs). */
export const mailIds = async (t: TestApp, email: string) =>
  (await mailTo(t, email)).map((m) => m.id).sort();
export const storedEvents = (t: TestApp) =>
  t.database.db.select().from(webhookEvents).where(eq(webhookEvents.provider, 'lalamove'));

export type Spoil = { secret?: string; apiKey?: string; timestampSeconds?: number; body?: string };

/** The body Lalamove would POST for an event (or a spoiled one). */
export function lalamoveBody(
  t: TestApp,
  event: { eventId?: string; eventType?: string; data: unknown },
  spoil: Spoil = {},
) {
  return (
    spoil.body ??
    signedLalamoveWebhookBody(
      {
        apiKey: spoil.apiKey ?? t.config.courier.apiKey,
        apiSecret: spoil.secret ?? t.config.courier.apiSecret,
      },
      {
        path: LALAMOVE_WEBHOOK_PATH,
        timestampSeconds: spoil.timestampSeconds ?? Math.floor(Date.now() / 1000),
        event: {
          eventId: event.eventId ?? randomUUID(),
          eventType: event.eventType ?? 'ORDER_STATUS_CHANGED',
          eventVersion: 'v3',
          data: event.data,
        },
      },
    )
  );
}

/** POSTs a Lalamove event to our endpoint, signed like Lalamove signs (or spoiled). */
export async function postEvent(
  t: TestApp,
  event: { eventId?: string; eventType?: string; data: unknown },
  spoil: Spoil = {},
) {
  const res = await fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': 'Lalamove' },
    body: lalamoveBody(t, event, spoil),
  });
  return {
    status: res.status,
    body: (await res.json()) as { data?: { replay: boolean; applied: boolean } },
  };
}

export const statusEvent = (
  orderId: string,
  status: string,
  previousStatus = 'ASSIGNING_DRIVER',
) => ({
  data: { order: { orderId, previousStatus, status }, updatedAt: new Date().toISOString() },
});

export type SentDelivery = {
  eventId: string;
  type: string;
  orderId: string | null;
  status: string;
  attempts: { httpStatus: number | null }[];
  body: string;
};

/** The simulator's sent log. */
export async function sentLog(t: TestApp) {
  const sent = await t.client().get<{ deliveries: SentDelivery[] }>('/_sim/lalamove/webhooks/sent');
  return sent.body.deliveries;
}

/** Sets the simulator's webhook URL as Lalamove's API does (`PATCH /v3/webhook`, signed). */
export async function registerLalamoveWebhook(t: TestApp, url: string) {
  const text = JSON.stringify({ data: { url } });
  const res = await fetch(`${t.config.courier.baseUrl}/v3/webhook`, {
    method: 'PATCH',
    headers: {
      authorization: lalamoveAuthorization(t.config.courier, {
        method: 'PATCH',
        path: '/v3/webhook',
        body: text,
        timestamp: Date.now(),
      }),
      market: t.config.courier.market,
      'content-type': 'application/json',
    },
    body: text,
  });
  expect(res.status).toBe(200);
}

/**
 * Our webhook endpoint behind a switch, registered at the simulator: while down it answers 500
 * (an outage), while up it passes each request on as received and keeps the bodies it passed.
 */
export async function webhookOutage(t: TestApp) {
  let down = true;
  const passed: string[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      if (down) {
        response.writeHead(500, { 'content-type': 'application/json' }).end('{}');
        return;
      }
      passed.push(body);
      void fetch(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'user-agent': 'Lalamove' },
        body,
      }).then(
        async (res) => response.writeHead(res.status).end(await res.text()),
        () => response.writeHead(502).end(),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const register = (url: string) => registerLalamoveWebhook(t, url);
  await register(`http://127.0.0.1:${port}${LALAMOVE_WEBHOOK_PATH}`);
  return {
    passed,
    up: () => {
      down = false;
    },
    close: async () => {
      await register(`${t.baseUrl}${LALAMOVE_WEBHOOK_PATH}`);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
