import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPaymongoSignature } from '../../providers/payments/paymongo-signature.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import {
  card,
  intentAttributes,
  paymongoClient,
  type PaymongoErrors,
  type PaymongoIntent,
} from '../../../test/paymongo-client.js';
import { startWebhookReceiver } from '../../../test/webhook-receiver.js';

type One<T> = { data: T };
type Webhook = {
  id: string;
  attributes: { secret_key: string; url: string; events: string[]; status: string };
};
type SentLog = {
  withholding: boolean;
  deliveries: {
    eventId: string;
    type: string;
    webhookId: string;
    url: string;
    status: string;
    attempts: { httpStatus: number | null }[];
    paymentIntentId: string | null;
  }[];
};

let t: TestApp;
let call: ReturnType<typeof paymongoClient>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let hook: Webhook;
beforeAll(async () => {
  t = await createTestApp();
  call = paymongoClient(t);
  receiver = await startWebhookReceiver();
  const registered = await call<One<Webhook>>('POST', '/v1/webhooks', {
    attributes: {
      url: receiver.url,
      events: ['payment.paid', 'payment.failed', 'payment.refunded', 'payment.refund.updated'],
    },
  });
  expect(registered.status).toBe(200);
  hook = registered.body.data;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

const returnUrl = () => `${t.baseUrl}/cart?payed=true`;

async function attach(type: 'card' | 'gcash' | 'grab_pay', cardNumber = '4120000000000007') {
  const created = await call<One<PaymongoIntent>>('POST', '/v1/payment_intents', {
    attributes: intentAttributes(),
  });
  const intent = created.body.data;
  const method = await call<One<{ id: string }>>('POST', '/v1/payment_methods', {
    key: 'public',
    attributes:
      type === 'card'
        ? card(cardNumber)
        : {
            type,
            billing: { name: 'Maria Santos', email: 'maria@example.ph', phone: '09171234567' },
          },
  });
  const attached = await call<One<PaymongoIntent>>(
    'POST',
    `/v1/payment_intents/${intent.id}/attach`,
    {
      key: 'public',
      attributes: {
        payment_method: method.body.data.id,
        client_key: intent.attributes.client_key,
        return_url: returnUrl(),
      },
    },
  );
  expect(attached.status).toBe(200);
  return attached.body.data;
}

const readIntent = async (id: string) =>
  (await call<One<PaymongoIntent>>('GET', `/v1/payment_intents/${id}`)).body.data;

/** Opens the redirect page and presses one of its buttons, as a browser submits the form. */
async function press(redirectUrl: string, button: 'Authorize test payment' | 'Fail test payment') {
  const html = await (await fetch(redirectUrl)).text();
  const forms = [...html.matchAll(/<form method="post" action="([^"]+)">.*?<\/form>/gs)];
  const form = forms.find((f) => f[0].includes(button));
  if (!form?.[1]) throw new Error(`no "${button}" form on ${redirectUrl}`);
  const action = form[1].replaceAll('&amp;', '&');
  return fetch(new URL(action, redirectUrl), {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: t.baseUrl },
    body: '',
  });
}

const sentLog = async () => (await t.client().get<SentLog>('/_sim/paymongo/webhooks/sent')).body;

describe('the 3-D Secure page', () => {
  it('shows the payment with Authorize and Fail buttons, under a no-script policy', async () => {
    const intent = await attach('card');
    const url = intent.attributes.next_action?.redirect.url ?? '';
    const res = await fetch(url);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Authorize test payment');
    expect(html).toContain('Fail test payment');
    expect(html).toContain('₱450.00');
    expect(html).toContain('LUTONG BAHAY');
    expect(html).toContain('Visa •••• 0007');
    expect(html).not.toContain('<script');
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain(`form-action 'self' ${t.baseUrl}`);
  });

  it('authorizes: the intent succeeds with a paid payment and the browser returns', async () => {
    const intent = await attach('card');
    const url = intent.attributes.next_action?.redirect.url ?? '';
    const res = await press(url, 'Authorize test payment');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(returnUrl());
    const settled = await readIntent(intent.id);
    expect(settled.attributes.status).toBe('succeeded');
    expect(settled.attributes.next_action).toBeNull();
    expect(settled.attributes.payments.map((p) => p.attributes.status)).toEqual(['paid']);

    // pressing again (back button, double click) changes nothing
    const again = await fetch(new URL(`${url}/authorize?pm=x`), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(again.status).toBe(303);
    expect((await readIntent(intent.id)).attributes.payments).toHaveLength(1);
    expect(await (await fetch(url)).text()).toContain('not waiting for you any more');
  });

  it('fails: the intent awaits another method with the reason, after a failed payment', async () => {
    const intent = await attach('card');
    const res = await press(intent.attributes.next_action?.redirect.url ?? '', 'Fail test payment');
    expect(res.headers.get('location')).toBe(returnUrl());
    const settled = await readIntent(intent.id);
    expect(settled.attributes.status).toBe('awaiting_payment_method');
    expect(settled.attributes.last_payment_error?.failed_code).toBe('authentication_failed');
    expect(settled.attributes.payments.map((p) => p.attributes.status)).toEqual(['failed']);
  });

  it('ignores a page left open after the buyer chose another method', async () => {
    const intent = await attach('card');
    const stalePage = intent.attributes.next_action?.redirect.url ?? '';
    const html = await (await fetch(stalePage)).text();
    const method = await call<One<{ id: string }>>('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: { type: 'gcash' },
    });
    const switched = await call<One<PaymongoIntent>>(
      'POST',
      `/v1/payment_intents/${intent.id}/attach`,
      { attributes: { payment_method: method.body.data.id, return_url: returnUrl() } },
    );
    expect(switched.body.data.attributes.next_action?.redirect.url).toContain('/checkout/');
    const action = /action="([^"]+\/authorize[^"]*)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
    await fetch(new URL(action ?? '', stalePage), { method: 'POST', redirect: 'manual' });
    expect((await readIntent(intent.id)).attributes.status).toBe('awaiting_next_action');
  });

  it('answers an unknown payment with a 404 page', async () => {
    const res = await fetch(`${t.config.payments.baseUrl}/3ds/pi_unknown`);
    expect(res.status).toBe(404);
  });
});

describe('e-wallet checkout and signed webhooks', () => {
  it('GCash: authorize returns the browser and posts a signed payment.paid', async () => {
    const intent = await attach('gcash');
    expect(intent.attributes.status).toBe('awaiting_next_action');
    const url = intent.attributes.next_action?.redirect.url ?? '';
    expect(url).toBe(`${t.config.payments.baseUrl}/checkout/${intent.id}`);
    expect(await (await fetch(url)).text()).toContain('Pay with GCash');
    const res = await press(url, 'Authorize test payment');
    expect(res.headers.get('location')).toBe(returnUrl());
    expect((await readIntent(intent.id)).attributes.status).toBe('succeeded');

    const [delivered] = await eventually(async () => {
      const events = receiver.eventsFor(intent.id);
      return events.length > 0 ? events : null;
    });
    const header = String(delivered?.headers['paymongo-signature']);
    expect(header).toMatch(/^t=\d+,te=[0-9a-f]{64},li=$/);
    expect(
      verifyPaymongoSignature({
        header,
        rawBody: delivered?.rawBody ?? '',
        secret: hook.attributes.secret_key,
        nowMs: Date.now(),
      }),
    ).toEqual({ ok: true, livemode: false });
    const event = delivered?.event.data;
    expect(event?.id).toMatch(/^evt_/);
    expect(event?.attributes.type).toBe('payment.paid');
    expect(event?.attributes.livemode).toBe(false);
    expect(event?.attributes.data.type).toBe('payment');
    expect(event?.attributes.data.attributes).toMatchObject({
      amount: 45_000,
      status: 'paid',
      payment_intent_id: intent.id,
      metadata: { order_id: 'order-1' },
    });
    // our own endpoint, registered from the start, was sent the same event
    const log = await sentLog();
    const toUs = log.deliveries.filter(
      (d) => d.eventId === event?.id && d.url === t.config.payments.webhookUrl,
    );
    expect(toUs).toHaveLength(1);
  });

  it('GrabPay: fail returns the browser and posts a signed payment.failed', async () => {
    const intent = await attach('grab_pay');
    await press(intent.attributes.next_action?.redirect.url ?? '', 'Fail test payment');
    const settled = await readIntent(intent.id);
    expect(settled.attributes.status).toBe('awaiting_payment_method');
    expect(settled.attributes.last_payment_error?.failed_message).toBeTruthy();
    const [delivered] = await eventually(async () => {
      const events = receiver.eventsFor(intent.id);
      return events.length > 0 ? events : null;
    });
    expect(delivered?.event.data.attributes.type).toBe('payment.failed');
    expect(delivered?.event.data.attributes.data.attributes.status).toBe('failed');
  });

  it('retries a delivery the endpoint refuses, with backoff, until it is accepted', async () => {
    receiver.answer(500, 503);
    const intent = await attach('card', '4343434343434345');
    const delivery = await eventually(async () => {
      const found = (await sentLog()).deliveries.find(
        (d) => d.paymentIntentId === intent.id && d.webhookId === hook.id,
      );
      return found?.status === 'delivered' ? found : null;
    });
    expect(delivery.attempts.map((a) => a.httpStatus)).toEqual([500, 503, 200]);
    const received = receiver.eventsFor(intent.id);
    expect(received).toHaveLength(3);
    expect(new Set(received.map((r) => r.event.data.id)).size).toBe(1);
  });

  it('withholds events while switched on, and can replay one later', async () => {
    const on = await t.client().post('/_sim/paymongo/webhooks/withhold', { on: true });
    expect(on.body).toEqual({ withholding: true });
    const intent = await attach('card', '4343434343434345');
    expect(intent.attributes.status).toBe('succeeded');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.eventsFor(intent.id)).toHaveLength(0);
    const withheld = (await sentLog()).deliveries.filter((d) => d.paymentIntentId === intent.id);
    expect(withheld.length).toBeGreaterThan(0);
    expect(withheld.every((d) => d.status === 'withheld' && d.attempts.length === 0)).toBe(true);

    await t.client().post('/_sim/paymongo/webhooks/withhold', { on: false });
    expect((await t.client().get('/_sim/paymongo/webhooks/withhold')).body).toEqual({
      withholding: false,
    });
    const eventId = withheld[0]?.eventId ?? '';
    const resent = await t.client().post('/_sim/paymongo/webhooks/resend', { eventId });
    expect(resent.status).toBe(200);
    const replayed = await eventually(async () => {
      const events = receiver.eventsFor(intent.id);
      return events.length > 0 ? events : null;
    });
    expect(replayed[0]?.event.data.id).toBe(eventId);
    expect(
      (await t.client().post('/_sim/paymongo/webhooks/resend', { eventId: 'evt_x' })).status,
    ).toBe(404);
  });
});

describe('refunds as PayMongo ends them (issue 19)', () => {
  type RefundEvent = { data: { id: string; attributes: { type: string; data: SimRefund } } };
  type SimRefund = { id: string; type: string; attributes: { status: string; amount: number } };
  const refundEvents = (refundId: string) =>
    receiver.received
      .map((r) => ({ ...r, event: JSON.parse(r.rawBody) as RefundEvent }))
      .filter((r) => r.event.data.attributes.data.id === refundId);

  it('creates a refund pending, ends it failed on the switch with a signed payment.refund.updated, and GET answers it', async () => {
    const intent = await attach('card', '4343434343434345');
    const paymentId = intent.attributes.payments[0]?.id ?? '';
    await t.client().post('/_sim/paymongo/refunds/mode', { mode: 'hold' });
    const created = await call<One<SimRefund>>('POST', '/v1/refunds', {
      attributes: { amount: 45_000, payment_id: paymentId, reason: 'others' },
    });
    expect(created.body.data.attributes.status).toBe('pending');
    const refundId = created.body.data.id;

    const settled = await t.client().post<{ settled: string[] }>('/_sim/paymongo/refunds/settle', {
      outcome: 'failed',
      refundId,
    });
    expect(settled.body.settled).toEqual([refundId]);
    const [delivered] = await eventually(async () => {
      const events = refundEvents(refundId);
      return events.length > 0 ? events : null;
    });
    expect(
      verifyPaymongoSignature({
        header: String(delivered?.headers['paymongo-signature']),
        rawBody: delivered?.rawBody ?? '',
        secret: hook.attributes.secret_key,
        nowMs: Date.now(),
      }),
    ).toEqual({ ok: true, livemode: false });
    expect(delivered?.event.data.attributes.type).toBe('payment.refund.updated');
    expect(delivered?.event.data.attributes.data.attributes.status).toBe('failed');
    const read = await call<One<SimRefund>>('GET', `/v1/refunds/${refundId}`);
    expect(read.body.data.attributes.status).toBe('failed');
    // a failed refund gives the amount back to the payment
    const payment = await call<One<{ attributes: { status: string } }>>(
      'GET',
      `/v1/payments/${paymentId}`,
    );
    expect(payment.body.data.attributes.status).toBe('paid');
    await t.client().post('/_sim/paymongo/refunds/mode', { mode: 'succeeded' });
  });
});

describe('webhook registration', () => {
  it('starts with our endpoint registered with the configured secret', async () => {
    const list = await call<{ data: Webhook[] }>('GET', '/v1/webhooks');
    const ours = list.body.data.find((w) => w.attributes.url === t.config.payments.webhookUrl);
    expect(ours?.attributes).toMatchObject({
      secret_key: t.config.payments.webhookSecret,
      events: ['payment.paid', 'payment.failed', 'payment.refund.updated'],
      status: 'enabled',
    });
  });

  it('refuses a duplicate url or an unknown event, and stops sending to a disabled webhook', async () => {
    const duplicate = await call<PaymongoErrors>('POST', '/v1/webhooks', {
      attributes: { url: receiver.url, events: ['payment.paid'] },
    });
    expect(duplicate.status).toBe(400);
    const unknown = await call<PaymongoErrors>('POST', '/v1/webhooks', {
      attributes: { url: `${receiver.url}/other`, events: ['order.eaten'] },
    });
    expect(unknown.body.errors[0]?.code).toBe('parameter_invalid');

    const disabled = await call<One<Webhook>>('POST', `/v1/webhooks/${hook.id}/disable`);
    expect(disabled.body.data.attributes.status).toBe('disabled');
    const intent = await attach('card', '4343434343434345');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(receiver.eventsFor(intent.id)).toHaveLength(0);
    const enabled = await call<One<Webhook>>('POST', `/v1/webhooks/${hook.id}/enable`);
    expect(enabled.body.data.attributes.status).toBe('enabled');
  });
});
