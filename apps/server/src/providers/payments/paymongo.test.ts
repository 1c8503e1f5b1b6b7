import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DECLINE_REASONS } from '@lutong/shared';
import { loadConfig } from '../../config.js';
import { createTestApp, eventually, type TestApp } from '../../../test/harness.js';
import { card, paymongoClient } from '../../../test/paymongo-client.js';
import { startWebhookReceiver } from '../../../test/webhook-receiver.js';
import { PaymentsError, toCentavos, type Intent, type Payments } from './payments.js';
import { createPaymongoPayments, PAYMONGO_API_URL } from './paymongo.js';
import { verifyPaymongoSignature } from './paymongo-signature.js';

const PAYMENTS_TIMEOUT_MS = 500;

let t: TestApp;
let payments: Payments;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  // A short provider timeout, so the simulator's 'slow' fault shows up as a failure quickly.
  t = await createTestApp({ env: { PAYMENTS_TIMEOUT_MS: String(PAYMENTS_TIMEOUT_MS) } });
  payments = createPaymongoPayments(t.config.payments);
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});
afterEach(async () => {
  await t.client().post('/_sim/paymongo/faults', { mode: 'ok' });
});

const failure = async (promise: Promise<unknown>): Promise<PaymentsError> => {
  const error: unknown = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentsError);
  return error as PaymentsError;
};

const orderIntent = (pesos = 450) =>
  payments.createIntent({
    amountCentavos: toCentavos(pesos),
    methods: ['card', 'gcash', 'grab_pay'],
    description: 'Lutong Bahay order from chef 0198f1c2',
    statementDescriptor: 'LUTONG BAHAY',
    metadata: { order_id: 'order-42' },
  });

/** The browser's card payment method, made with the PUBLIC key as the pay page makes it. */
async function cardMethod(cardNumber: string): Promise<string> {
  const res = await paymongoClient(t)<{ data: { id: string } }>('POST', '/v1/payment_methods', {
    key: 'public',
    attributes: card(cardNumber),
  });
  expect(res.status).toBe(200);
  return res.body.data.id;
}

const returnUrl = 'http://127.0.0.1/pay/order-42';

describe('toCentavos', () => {
  it('turns whole and fractional pesos into whole centavos', () => {
    expect(toCentavos(450)).toBe(45_000);
    expect(toCentavos(123.45)).toBe(12_345);
    expect(toCentavos(0.1 + 0.2)).toBe(30);
    expect(toCentavos(19.99)).toBe(1999);
  });
});

describe('payment intents through the PayMongo adapter', () => {
  it('creates an intent for the amount in centavos and reads it back', async () => {
    const intent = await orderIntent(465);
    expect(intent).toMatchObject({
      status: 'awaiting_payment_method',
      amountCentavos: 46_500,
      currency: 'PHP',
      metadata: { order_id: 'order-42' },
      redirectUrl: null,
      lastError: null,
      payments: [],
    });
    expect(intent.id).toMatch(/^pi_/);
    expect(intent.clientKey.startsWith(`${intent.id}_client_`)).toBe(true);
    expect(await payments.getIntent(intent.id)).toEqual(intent);
  });

  it('attaches each test card from the server', async () => {
    const outcome = async (cardNumber: string): Promise<Intent> => {
      const intent = await orderIntent();
      return payments.attach(intent.id, {
        paymentMethodId: await cardMethod(cardNumber),
        returnUrl,
      });
    };

    for (const number of ['4343434343434345', '5555444444444457']) {
      const paid = await outcome(number);
      expect(paid.status).toBe('succeeded');
      expect(paid.payments).toEqual([
        { id: expect.stringMatching(/^pay_/) as string, status: 'paid', amountCentavos: 45_000 },
      ]);
    }

    const threeDs = await outcome('4120000000000007');
    expect(threeDs.status).toBe('awaiting_next_action');
    expect(threeDs.redirectUrl).toBe(`${t.config.payments.baseUrl}/3ds/${threeDs.id}`);

    const declined = await outcome('4230000000000004');
    expect(declined.status).toBe('awaiting_payment_method');
    expect(declined.lastError).toBe('The payment failed to be processed due to unknown reasons.');
    expect(declined.payments.map((p) => p.status)).toEqual(['failed']);

    const poor = await outcome('5100000000000198');
    expect(poor.status).toBe('awaiting_payment_method');
    // issue 22: the sub-code in the buyer's words (declineReason, decision 042)
    expect(poor.lastError).toBe(DECLINE_REASONS.insufficient_funds);
    const blocked = await outcome('5200000000000197');
    expect(blocked.lastError).toBe(DECLINE_REASONS.processor_blocked);
  });

  it('pays by GCash: redirect, authorize, succeeded, and a signed webhook', async () => {
    const hook = await payments.registerWebhook({
      url: receiver.url,
      events: ['payment.paid', 'payment.failed'],
    });
    expect(hook.id).toMatch(/^hook_/);
    expect(hook.secretKey).toMatch(/^whsk_/);

    const intent = await orderIntent();
    const method = await payments.createEwalletMethod({
      type: 'gcash',
      billing: { name: 'Maria Santos', email: 'maria@example.ph', phone: '09171234567' },
    });
    expect(method.id).toMatch(/^pm_/);
    const attached = await payments.attach(intent.id, { paymentMethodId: method.id, returnUrl });
    expect(attached.status).toBe('awaiting_next_action');
    expect(attached.redirectUrl).toBe(`${t.config.payments.baseUrl}/checkout/${intent.id}`);

    // the buyer presses "Authorize test payment" on the checkout page
    const page = await (await fetch(attached.redirectUrl ?? '')).text();
    const action = /action="([^"]+\/authorize[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    const pressed = await fetch(new URL(action ?? '', attached.redirectUrl ?? ''), {
      method: 'POST',
      redirect: 'manual',
    });
    expect(pressed.headers.get('location')).toBe(returnUrl);

    const settled = await payments.getIntent(intent.id);
    expect(settled.status).toBe('succeeded');
    expect(settled.redirectUrl).toBeNull();
    expect(settled.payments).toHaveLength(1);

    const [delivered] = await eventually(async () => {
      const events = receiver.eventsFor(intent.id);
      return events.length > 0 ? events : null;
    });
    expect(delivered?.event.data.attributes.type).toBe('payment.paid');
    expect(delivered?.event.data.attributes.data.id).toBe(settled.payments[0]?.id);
    const check = verifyPaymongoSignature({
      header: String(delivered?.headers['paymongo-signature']),
      rawBody: delivered?.rawBody ?? '',
      secret: hook.secretKey,
      nowMs: Date.now(),
      livemode: false,
    });
    expect(check).toEqual({ ok: true, livemode: false });
  });

  it('refunds a paid payment once, and reports what PayMongo refuses', async () => {
    const intent = await orderIntent();
    const paid = await payments.attach(intent.id, {
      paymentMethodId: await cardMethod('4343434343434345'),
      returnUrl,
    });
    const paymentId = paid.payments[0]?.id ?? '';
    const refund = await payments.refund({
      paymentId,
      amountCentavos: paid.amountCentavos,
      reason: 'requested_by_customer',
      notes: 'Chef declined the order',
    });
    expect(refund).toEqual({
      id: expect.stringMatching(/^ref_/) as string,
      status: 'pending',
      metadata: {},
    });
    const again = await failure(
      payments.refund({ paymentId, amountCentavos: 100, reason: 'others' }),
    );
    expect(again).toMatchObject({ code: 'resource_failed_state', httpStatus: 400 });
    expect(again.message).toBe('The payment has already been fully refunded.');
  });
});

describe('when PayMongo refuses or fails', () => {
  it("carries PayMongo's first error detail as the message", async () => {
    const error = await failure(
      payments.createIntent({
        amountCentavos: 1500,
        methods: ['card'],
        description: 'x',
        statementDescriptor: 'LUTONG BAHAY',
        metadata: {},
      }),
    );
    expect(error).toMatchObject({
      code: 'parameter_below_minimum',
      detail: 'The minimum value for the amount is 2000.',
      httpStatus: 400,
      message: 'The minimum value for the amount is 2000.',
    });
    const missing = await failure(payments.getIntent('pi_nothing_here'));
    expect(missing).toMatchObject({ code: 'resource_not_found', httpStatus: 404 });
  });

  it('is refused with a wrong secret key, and never repeats a key', async () => {
    const secretKey = 'sk_test_wrong_secret_do_not_leak';
    const wrong = createPaymongoPayments({ ...t.config.payments, secretKey });
    const error = await failure(wrong.getIntent('pi_x'));
    expect(error).toMatchObject({ code: 'api_key_invalid', httpStatus: 401 });
    const everything = `${error.message} ${error.stack ?? ''} ${JSON.stringify(error)}`;
    expect(everything).not.toContain(secretKey);
    expect(everything).not.toContain(t.config.payments.secretKey);
    // the public key cannot act as the server
    const publicOnly = createPaymongoPayments({
      ...t.config.payments,
      secretKey: t.config.payments.publicKey,
    });
    expect((await failure(orderIntentWith(publicOnly))).code).toBe('secret_key_required');
  });

  it('turns a provider error into a PaymentsError', async () => {
    await t.client().post('/_sim/paymongo/faults', { mode: 'error' });
    const error = await failure(orderIntent());
    expect(error).toMatchObject({ code: 'internal_error', httpStatus: 500 });
  });

  it('gives up on a slow provider after its timeout', async () => {
    await t.client().post('/_sim/paymongo/faults', { mode: 'slow' });
    const started = Date.now();
    const error = await failure(orderIntent());
    expect(error).toMatchObject({ code: 'TIMEOUT', httpStatus: null });
    expect(Date.now() - started).toBeLessThan(PAYMENTS_TIMEOUT_MS + 4000);
    await t.client().post('/_sim/paymongo/faults', { mode: 'ok' });
    expect((await orderIntent()).status).toBe('awaiting_payment_method');
  });

  it('reports an unreachable provider as a network failure', async () => {
    const nowhere = createPaymongoPayments({ ...t.config.payments, baseUrl: 'http://127.0.0.1:1' });
    expect((await failure(nowhere.getIntent('pi_x'))).code).toBe('NETWORK');
  });
});

function orderIntentWith(adapter: Payments) {
  return adapter.createIntent({
    amountCentavos: 45_000,
    methods: ['card'],
    description: 'x',
    statementDescriptor: 'LUTONG BAHAY',
    metadata: {},
  });
}

describe('payments configuration', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' };
  const keys = {
    PAYMONGO_SECRET_KEY: 'sk_test_abc',
    PAYMONGO_PUBLIC_KEY: 'pk_test_abc',
    PAYMONGO_WEBHOOK_SECRET: 'whsk_abc',
  };

  it('uses the simulator without a secret key', () => {
    expect(loadConfig(base).payments).toEqual({
      mode: 'simulated',
      baseUrl: 'http://localhost:3000/_sim/paymongo',
      secretKey: 'sk_test_sim_lutong_bahay',
      publicKey: 'pk_test_sim_lutong_bahay',
      webhookSecret: 'whsk_sim_lutong_bahay',
      livemode: false,
      // the simulator's 3-D Secure page is our own origin ('self')
      secureFrameSrc: [],
      timeoutMs: 10_000,
      webhookUrl: 'http://localhost:3000/api/v1/orders/webhook/source',
    });
  });

  it("uses PayMongo's API with real keys", () => {
    expect(loadConfig({ ...base, ...keys }).payments).toEqual({
      mode: 'paymongo',
      baseUrl: PAYMONGO_API_URL,
      secretKey: 'sk_test_abc',
      publicKey: 'pk_test_abc',
      webhookSecret: 'whsk_abc',
      livemode: false,
      // card issuers' 3-D Secure pages live on their own https domains (PAYMONGO_3DS_FRAME_SRC)
      secureFrameSrc: ['https:'],
      timeoutMs: 10_000,
      webhookUrl: 'http://localhost:3000/api/v1/orders/webhook/source',
    });
    const live = loadConfig({
      ...base,
      PAYMONGO_SECRET_KEY: 'sk_live_abc',
      PAYMONGO_PUBLIC_KEY: 'pk_live_abc',
    }).payments;
    expect(live).toMatchObject({ mode: 'paymongo', livemode: true });
  });

  it('refuses a secret key without its public key of the same mode, and never prints a key', () => {
    const attempts = [
      { PAYMONGO_SECRET_KEY: 'sk_test_abc' },
      { PAYMONGO_SECRET_KEY: 'sk_live_abc', PAYMONGO_PUBLIC_KEY: 'pk_test_abc' },
      { PAYMONGO_SECRET_KEY: 'pk_test_abc', PAYMONGO_PUBLIC_KEY: 'pk_test_abc' },
    ];
    for (const env of attempts) {
      const error = (() => {
        try {
          loadConfig({ ...base, ...env });
          return null;
        } catch (e) {
          return e as Error;
        }
      })();
      expect(error?.message).toMatch(/PAYMONGO_(PUBLIC|SECRET)_KEY/);
      expect(error?.message).not.toContain('_abc');
    }
  });

  it('requires all three PayMongo settings in production', () => {
    const production = { ...base, NODE_ENV: 'production' };
    let message = '';
    try {
      loadConfig(production);
    } catch (e) {
      message = (e as Error).message;
    }
    for (const key of Object.keys(keys)) expect(message).toContain(`${key}: ${key} is required`);
    message = '';
    try {
      loadConfig({ ...production, ...keys });
    } catch (e) {
      message = (e as Error).message;
    }
    expect(message).not.toContain('PAYMONGO');
  });

  it('tells the browser the public key and base URL, never the secrets', async () => {
    const res = await t
      .client()
      // the simulator's address follows the host the browser used (decision 027)
      .get<{ data: { payments: Record<string, string> } }>('/api/v1/config', {
        host: new URL(t.baseUrl).host,
      });
    expect(res.body.data.payments).toEqual({
      mode: 'simulated',
      publicKey: t.config.payments.publicKey,
      baseUrl: t.config.payments.baseUrl,
    });
    const text = JSON.stringify(res.body);
    expect(text).not.toContain(t.config.payments.secretKey);
    expect(text).not.toContain(t.config.payments.webhookSecret);
  });
});
