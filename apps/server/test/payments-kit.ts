import { asc, eq, inArray } from 'drizzle-orm';
import type { OrderView, PaymentIntentView } from '@lutong/shared';
import {
  orders,
  outbox,
  payments,
  refunds,
  rewardsLedger,
  webhookEvents,
} from '../src/db/schema/index.js';
import { signPaymongoEvent } from '../src/providers/payments/paymongo-signature.js';
import type { TestApp, TestClient } from './harness.js';
import { createChef, createDish } from './factories.js';
import { createBuyer, giveRewards, signedInAs, THURSDAY } from './orders-kit.js';

// Test helpers for the payments module (issue 5): a placed order, the browser's side of a card
// payment against the PayMongo simulator, signed webhook events, and what a payment may change.

export type Placed = Awaited<ReturnType<typeof placeOrder>>;

/**
 * A signed-in buyer with a placed pickup order (Thursday) of `quantity` dishes at `price`, with
 * `rewards` points applied at checkout.
 */
export async function placeOrder(
  t: TestApp,
  now: Date,
  options: { price?: number; quantity?: number; rewards?: number } = {},
) {
  const db = t.database.db;
  const chef = await createChef(db, { address: '1 Ayala Ave, Makati', pickup: true });
  const dish = await createDish(db, chef.id, { price: options.price ?? 200 });
  const buyer = await createBuyer(db);
  const client = await signedInAs(t, buyer.id, now);
  const added = await client.post<{ data: { order: OrderView } }>('/api/v1/orders', {
    chefId: chef.id,
    dishId: dish.id,
    quantity: options.quantity ?? 2,
    ...THURSDAY,
  });
  if (added.status !== 200) throw new Error(`add failed: ${JSON.stringify(added.body)}`);
  if (options.rewards) await giveRewards(db, buyer.id, options.rewards);
  const placed = await client.patch<{ data: { order: OrderView } }>(
    `/api/v1/orders/${added.body.data.order.id}`,
    { deliveryMode: 'pickup', name: 'Maria', phone: '0917 123 4567', selectedTime: 12 },
  );
  if (placed.status !== 200) throw new Error(`checkout failed: ${JSON.stringify(placed.body)}`);
  return { db, chef, dish, buyer, client, order: placed.body.data.order };
}

type IntentReply = { status: string; code?: string; message?: string; data: PaymentIntentView };

export const createIntent = (client: TestClient, body: Record<string, unknown>) =>
  client.post<IntentReply>('/api/v1/orders/paymentIntentTest', body);

/** A call to the simulator as the browser (public key) or our server (secret key) makes it. */
export async function sim<T = Record<string, unknown>>(
  t: TestApp,
  method: 'GET' | 'POST',
  path: string,
  options: { body?: unknown; key?: 'public' | 'secret' } = {},
): Promise<{ status: number; body: T }> {
  const key = options.key === 'secret' ? t.config.payments.secretKey : t.config.payments.publicKey;
  const res = await t.app.inject({
    method,
    url: `/_sim/paymongo${path}`,
    headers: {
      authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}`,
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { payload: JSON.stringify(options.body) } : {}),
  });
  return { status: res.statusCode, body: res.json() as T };
}

export type SimIntent = {
  id: string;
  attributes: {
    status: string;
    amount: number;
    last_payment_error: { failed_message: string; sub_code: string } | null;
    next_action: { redirect: { url: string } } | null;
    payments: { id: string; attributes: { amount: number; status: string } }[];
  };
};

/** What the pay page does for a card: a payment method with the public key, attached with the client key. */
export async function payByCard(
  t: TestApp,
  intent: PaymentIntentView,
  cardNumber = '4343434343434345',
): Promise<SimIntent> {
  const method = await sim<{ data: { id: string } }>(t, 'POST', '/v1/payment_methods', {
    body: {
      data: {
        attributes: {
          type: 'card',
          details: { card_number: cardNumber, exp_month: 12, exp_year: 2035, cvc: '123' },
          billing: { name: 'Maria', email: 'maria@example.ph', phone: '09171234567' },
        },
      },
    },
  });
  if (method.status !== 200) throw new Error(`payment method: ${JSON.stringify(method.body)}`);
  const attached = await sim<{ data: SimIntent }>(
    t,
    'POST',
    `/v1/payment_intents/${intent.id}/attach`,
    {
      body: {
        data: {
          attributes: {
            payment_method: method.body.data.id,
            client_key: intent.attributes.client_key,
            return_url: `${t.baseUrl}/pay/${intent.orderId}`,
          },
        },
      },
    },
  );
  if (attached.status !== 200) throw new Error(`attach: ${JSON.stringify(attached.body)}`);
  return attached.body.data;
}

export async function readIntent(t: TestApp, intentId: string): Promise<SimIntent> {
  const res = await sim<{ data: SimIntent }>(t, 'GET', `/v1/payment_intents/${intentId}`, {
    key: 'secret',
  });
  return res.body.data;
}

export async function withholdWebhooks(t: TestApp, on: boolean): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_sim/paymongo/webhooks/withhold',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ on }),
  });
  if (res.statusCode >= 300) throw new Error(`withhold: ${res.body}`);
}

/** A PayMongo event about a payment, as the provider posts it. */
export function paymentEvent(input: {
  eventId: string;
  type: 'payment.paid' | 'payment.failed';
  paymentId: string;
  intentId: string;
  amount: number;
  /** the intent's metadata.order_id; absent for a payment that is not ours */
  orderId: string | null;
  failedMessage?: string;
  /** PayMongo's failed_code and sub_code of a failed payment; generic_decline when not given */
  failedCode?: string;
}): string {
  const at = Math.floor(Date.now() / 1000);
  return JSON.stringify({
    data: {
      id: input.eventId,
      type: 'event',
      attributes: {
        type: input.type,
        livemode: false,
        data: {
          id: input.paymentId,
          type: 'payment',
          attributes: {
            amount: input.amount,
            currency: 'PHP',
            payment_intent_id: input.intentId,
            status: input.type === 'payment.paid' ? 'paid' : 'failed',
            metadata: input.orderId ? { order_id: input.orderId } : {},
            failed_code: input.failedMessage ? (input.failedCode ?? 'generic_decline') : null,
            sub_code: input.failedMessage ? (input.failedCode ?? 'generic_decline') : null,
            failed_message: input.failedMessage ?? null,
          },
        },
        previous_data: {},
        created_at: at,
        updated_at: at,
      },
    },
  });
}

/** Posts a raw event body to our webhook, signed as PayMongo signs (or as the test says). */
export async function postWebhook(
  t: TestApp,
  rawBody: string,
  options: { secret?: string; timestamp?: number; signature?: string | null } = {},
) {
  const signature =
    options.signature === null
      ? undefined
      : (options.signature ??
        signPaymongoEvent({
          secret: options.secret ?? t.config.payments.webhookSecret,
          rawBody,
          timestamp: options.timestamp ?? Math.floor(Date.now() / 1000),
          livemode: false,
        }));
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/orders/webhook/source',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'PayMongo',
      ...(signature ? { 'paymongo-signature': signature } : {}),
    },
    payload: rawBody,
  });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
}

/** Everything a payment can change for an order. */
export async function paymentState(t: TestApp, orderId: string) {
  const db = t.database.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw new Error('no such order');
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id));
  const refundRows = rows.length
    ? await db
        .select()
        .from(refunds)
        .where(
          inArray(
            refunds.paymentId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const ledger = await db
    .select()
    .from(rewardsLedger)
    .where(eq(rewardsLedger.orderId, orderId))
    .orderBy(asc(rewardsLedger.reason));
  const events = await db.select().from(webhookEvents);
  return { order, payments: rows, refunds: refundRows, ledger, eventCount: events.length };
}

/** A chef's "new order" notice, written when checkout places the order (issue 6). */
export const PLACED_NOTICE_SUBJECT = 'New order waiting for your confirmation';

/** Outbox messages to these addresses about the payment (the chef's new-order notice left out). */
export async function outboxTo(t: TestApp, emails: string[]) {
  const rows = await t.database.db
    .select()
    .from(outbox)
    .where(inArray(outbox.recipient, emails))
    .orderBy(outbox.id);
  return rows.filter((row) => row.subject !== PLACED_NOTICE_SUBJECT);
}

/** The simulator's fault switch: 'error' makes every API call fail until set back to 'ok'. */
export async function simFaults(t: TestApp, mode: 'ok' | 'error'): Promise<void> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/_sim/paymongo/faults',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ mode }),
  });
  if (res.statusCode >= 300) throw new Error(`faults: ${res.body}`);
}

export type SentDelivery = {
  eventId: string;
  type: string;
  status: string;
  paymentIntentId: string | null;
  attempts: { httpStatus: number | null }[];
};

/** The simulator's log of webhook deliveries about one intent. */
export async function sentFor(t: TestApp, intentId: string): Promise<SentDelivery[]> {
  const res = await t.app.inject({ method: 'GET', url: '/_sim/paymongo/webhooks/sent' });
  const body = res.json() as { deliveries: SentDelivery[] };
  return body.deliveries.filter((d) => d.paymentIntentId === intentId);
}
