import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import {
  card,
  intentAttributes,
  paymongoClient,
  type PaymongoErrors,
  type PaymongoIntent,
} from '../../../test/paymongo-client.js';

let t: TestApp;
let call: ReturnType<typeof paymongoClient>;
beforeAll(async () => {
  t = await createTestApp();
  call = paymongoClient(t);
});
afterAll(async () => t.close());
afterEach(async () => {
  await t.client().post('/_sim/paymongo/faults', { mode: 'ok' });
});

type One<T> = { data: T };
type Method = { id: string; type: 'payment_method'; attributes: Record<string, unknown> };

const newIntent = async (overrides: Record<string, unknown> = {}) => {
  const res = await call<One<PaymongoIntent>>('POST', '/v1/payment_intents', {
    attributes: intentAttributes(overrides),
  });
  expect(res.status).toBe(200);
  return res.body.data;
};

/** The browser's two calls: a card payment method, attached with the intent's client_key. */
async function payInBrowser(intent: PaymongoIntent, cardNumber: string) {
  const method = await call<One<Method>>('POST', '/v1/payment_methods', {
    key: 'public',
    attributes: card(cardNumber),
  });
  expect(method.status).toBe(200);
  return call<One<PaymongoIntent>>('POST', `/v1/payment_intents/${intent.id}/attach`, {
    key: 'public',
    attributes: {
      payment_method: method.body.data.id,
      client_key: intent.attributes.client_key,
      return_url: `${t.baseUrl}/pay/order-1`,
    },
  });
}

const firstError = (body: unknown) => (body as PaymongoErrors).errors[0];

describe('payment intents in the simulator', () => {
  it("creates an intent with the secret key in PayMongo's shape", async () => {
    const intent = await newIntent();
    expect(intent.id).toMatch(/^pi_[A-Za-z0-9]{24}$/);
    expect(intent.type).toBe('payment_intent');
    expect(intent.attributes).toMatchObject({
      amount: 45_000,
      currency: 'PHP',
      status: 'awaiting_payment_method',
      livemode: false,
      statement_descriptor: 'LUTONG BAHAY',
      metadata: { order_id: 'order-1' },
      payment_method_allowed: ['card', 'gcash', 'grab_pay'],
      last_payment_error: null,
      next_action: null,
      payments: [],
    });
    expect(intent.attributes.client_key.startsWith(`${intent.id}_client_`)).toBe(true);
    const read = await call<One<PaymongoIntent>>('GET', `/v1/payment_intents/${intent.id}`);
    expect(read).toEqual({ status: 200, body: { data: intent } });
  });

  it('refuses bad amounts, currencies, methods and fields with PayMongo error codes', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amount: 1999 }, 'parameter_below_minimum', 'amount'],
      [{ amount: 1_000_000_000 }, 'parameter_above_maximum', 'amount'],
      [{ amount: '450.00' }, 'parameter_data_type_invalid', 'amount'],
      [{ amount: undefined }, 'parameter_required', 'amount'],
      [{ currency: 'USD' }, 'parameter_invalid', 'currency'],
      [
        { payment_method_allowed: ['card', 'bitcoin'] },
        'parameter_invalid',
        'payment_method_allowed',
      ],
      [{ metadata: { order_id: 7 } }, 'parameter_data_type_invalid', 'metadata.order_id'],
    ];
    for (const [overrides, code, pointer] of cases) {
      const res = await call('POST', '/v1/payment_intents', {
        attributes: intentAttributes(overrides),
      });
      expect(res.status, JSON.stringify(overrides)).toBe(400);
      expect(firstError(res.body)).toMatchObject({ code, source: { pointer } });
    }
    const missing = await call('POST', '/v1/payment_intents', {
      attributes: intentAttributes({ amount: undefined }),
    });
    expect(firstError(missing.body)?.detail).toBe('amount is required.');
  });

  it('lets only the secret key create or refund, and a public key read or attach only with the client_key', async () => {
    const intent = await newIntent();
    for (const key of [null, 'sk_test_not_ours', 'pk_test_not_ours']) {
      const res = await call('GET', `/v1/payment_intents/${intent.id}`, { key });
      expect(res.status).toBe(401);
      expect(firstError(res.body)?.code).toBe('api_key_invalid');
      expect(JSON.stringify(res.body)).not.toContain('not_ours');
    }
    const created = await call('POST', '/v1/payment_intents', {
      key: 'public',
      attributes: intentAttributes(),
    });
    expect(created.status).toBe(401);
    expect(firstError(created.body)?.code).toBe('secret_key_required');
    const refund = await call('POST', '/v1/refunds', {
      key: 'public',
      attributes: { amount: 100, payment_id: 'pay_x', reason: 'others' },
    });
    expect(firstError(refund.body)?.code).toBe('secret_key_required');
    expect((await call('GET', '/v1/webhooks', { key: 'public' })).status).toBe(401);

    const withoutKey = await call('GET', `/v1/payment_intents/${intent.id}`, { key: 'public' });
    expect(withoutKey.status).toBe(400);
    expect(firstError(withoutKey.body)).toMatchObject({ code: 'parameter_required' });
    const wrongKey = await call(
      'GET',
      `/v1/payment_intents/${intent.id}?client_key=${intent.id}_client_forged`,
      { key: 'public' },
    );
    expect(firstError(wrongKey.body)).toMatchObject({ code: 'parameter_invalid' });
    const right = await call<One<PaymongoIntent>>(
      'GET',
      `/v1/payment_intents/${intent.id}?client_key=${encodeURIComponent(intent.attributes.client_key)}`,
      { key: 'public' },
    );
    expect(right.status).toBe(200);
    expect(right.body.data.id).toBe(intent.id);

    const method = await call<One<Method>>('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: card('4343434343434345'),
    });
    const attachWithoutClientKey = await call('POST', `/v1/payment_intents/${intent.id}/attach`, {
      key: 'public',
      attributes: { payment_method: method.body.data.id, return_url: t.baseUrl },
    });
    expect(attachWithoutClientKey.status).toBe(400);
    expect(
      (await call<One<PaymongoIntent>>('GET', `/v1/payment_intents/${intent.id}`)).body.data
        .attributes.status,
    ).toBe('awaiting_payment_method');
  });

  it('answers 404 in its own shape for an unknown intent', async () => {
    const res = await call('GET', '/v1/payment_intents/pi_doesnotexist');
    expect(res.status).toBe(404);
    expect(firstError(res.body)).toEqual({
      code: 'resource_not_found',
      detail: 'No such payment_intent with id pi_doesnotexist.',
    });
  });
});

describe('test cards attached from the browser (public key and client_key)', () => {
  it('succeeds with 4343434343434345 and 5555444444444457: one paid payment', async () => {
    for (const number of ['4343434343434345', '5555444444444457']) {
      const intent = await newIntent();
      const res = await payInBrowser(intent, number);
      expect(res.status).toBe(200);
      const { attributes } = res.body.data;
      expect(attributes.status).toBe('succeeded');
      expect(attributes.next_action).toBeNull();
      expect(attributes.payments).toHaveLength(1);
      expect(attributes.payments[0]?.attributes).toMatchObject({
        amount: 45_000,
        status: 'paid',
        payment_intent_id: intent.id,
        source: { type: 'card' },
      });
    }
  });

  it('sends 4120000000000007 to 3-D Secure with a redirect', async () => {
    const intent = await newIntent();
    const res = await payInBrowser(intent, '4120000000000007');
    expect(res.body.data.attributes).toMatchObject({
      status: 'awaiting_next_action',
      payments: [],
      next_action: {
        type: 'redirect',
        redirect: {
          url: `${t.config.payments.baseUrl}/3ds/${intent.id}`,
          return_url: `${t.baseUrl}/pay/order-1`,
        },
      },
    });
  });

  it("declines test cards with PayMongo's sub-code and message", async () => {
    const cases = [
      [
        '5200000000000197',
        'processor_blocked',
        'The payment failed to be processed due to unknown reasons.',
      ],
      [
        '4230000000000004',
        'generic_decline',
        'The payment failed to be processed due to unknown reasons.',
      ],
      [
        '5100000000000198',
        'insufficient_funds',
        'The payment failed because the card has insufficient funds.',
      ],
    ] as const;
    for (const [number, code, message] of cases) {
      const intent = await newIntent();
      const res = await payInBrowser(intent, number);
      expect(res.status).toBe(200);
      const { attributes } = res.body.data;
      expect(attributes.status).toBe('awaiting_payment_method');
      expect(attributes.last_payment_error).toMatchObject({
        failed_code: code,
        sub_code: code,
        failed_message: message,
      });
      expect(attributes.payments.map((p) => p.attributes.status)).toEqual(['failed']);
      // the buyer may try again with another card
      const retry = await payInBrowser(intent, '4343434343434345');
      expect(retry.body.data.attributes.status).toBe('succeeded');
      expect(retry.body.data.attributes.last_payment_error).toBeNull();
      expect(retry.body.data.attributes.payments.map((p) => p.attributes.status)).toEqual([
        'failed',
        'paid',
      ]);
    }
  });

  it('checks card details as PayMongo does and never answers the number', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [card('4343434343434344'), 'parameter_format_invalid', 'details.card_number'],
      [card('4343 4343 4343 4345'), 'parameter_format_invalid', 'details.card_number'],
      [card('4242424242424242'), 'parameter_invalid', 'details.card_number'],
      [card('4343434343434345', { exp_year: 2020 }), 'parameter_invalid', 'details.exp_month'],
      [card('4343434343434345', { exp_month: 13 }), 'parameter_invalid', 'details.exp_month'],
      [card('4343434343434345', { cvc: 123 }), 'parameter_data_type_invalid', 'details.cvc'],
      [card('4343434343434345', { cvc: '12' }), 'parameter_format_invalid', 'details.cvc'],
      [{ type: 'card' }, 'parameter_required', 'details'],
    ];
    for (const [attributes, code, pointer] of cases) {
      const res = await call('POST', '/v1/payment_methods', { key: 'public', attributes });
      expect(res.status, JSON.stringify(attributes)).toBe(400);
      expect(firstError(res.body)).toMatchObject({ code, source: { pointer } });
    }
    const expired = await call('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: card('4343434343434345', { exp_month: 1, exp_year: 21 }),
    });
    expect(firstError(expired.body)?.detail).toBe('The card is already expired.');

    const ok = await call<One<Method>>('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: card('5555444444444457', { exp_year: 35 }),
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data.id).toMatch(/^pm_/);
    expect(ok.body.data.attributes).toMatchObject({
      type: 'card',
      details: { last4: '4457', exp_month: 12, exp_year: 35 },
    });
    expect(JSON.stringify(ok.body)).not.toContain('5555444444444457');
    const read = await call<One<Method>>('GET', `/v1/payment_methods/${ok.body.data.id}`);
    expect(read.body).toEqual(ok.body);
  });

  it('refuses to attach a method the intent does not allow, or to a paid intent', async () => {
    const cardOnly = await newIntent({ payment_method_allowed: ['card'] });
    const gcash = await call<One<Method>>('POST', '/v1/payment_methods', {
      key: 'public',
      attributes: { type: 'gcash' },
    });
    const refused = await call('POST', `/v1/payment_intents/${cardOnly.id}/attach`, {
      attributes: { payment_method: gcash.body.data.id, return_url: t.baseUrl },
    });
    expect(refused.status).toBe(400);
    expect(firstError(refused.body)).toMatchObject({
      code: 'parameter_invalid',
      source: { pointer: 'payment_method' },
    });

    const paid = await newIntent();
    await payInBrowser(paid, '4343434343434345');
    const again = await payInBrowser(paid, '5555444444444457');
    expect(again.status).toBe(400);
    expect(firstError(again.body)?.code).toBe('resource_failed_state');
    const unknownMethod = await call('POST', `/v1/payment_intents/${cardOnly.id}/attach`, {
      attributes: { payment_method: 'pm_nope', return_url: t.baseUrl },
    });
    expect(unknownMethod.status).toBe(404);
  });
});

describe('refunds in the simulator', () => {
  it('refunds part, then the rest, then refuses more', async () => {
    const intent = await newIntent();
    const paid = await payInBrowser(intent, '4343434343434345');
    const paymentId = paid.body.data.attributes.payments[0]?.id ?? '';
    const refund = (amount: number) =>
      call<One<{ id: string; attributes: { amount: number; status: string; payment_id: string } }>>(
        'POST',
        '/v1/refunds',
        { attributes: { amount, payment_id: paymentId, reason: 'requested_by_customer' } },
      );
    const part = await refund(15_000);
    expect(part.status).toBe(200);
    expect(part.body.data.id).toMatch(/^ref_/);
    expect(part.body.data.attributes).toMatchObject({
      amount: 15_000,
      status: 'pending', // PayMongo's refunds go through pending first (issue 19)
      payment_id: paymentId,
    });
    const tooMuch = await refund(30_001);
    expect(firstError(tooMuch.body)?.code).toBe('parameter_above_maximum');
    expect((await refund(30_000)).status).toBe(200);
    const payment = await call<One<{ attributes: { status: string; refunds: unknown[] } }>>(
      'GET',
      `/v1/payments/${paymentId}`,
    );
    expect(payment.body.data.attributes.status).toBe('refunded');
    expect(payment.body.data.attributes.refunds).toHaveLength(2);
    const more = await refund(100);
    expect(firstError(more.body)?.code).toBe('resource_failed_state');
    const unknown = await call('POST', '/v1/refunds', {
      attributes: { amount: 100, payment_id: 'pay_nope', reason: 'others' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe("the simulator's fault switch", () => {
  it("fails every API call in PayMongo's shape until switched back", async () => {
    await t.client().post('/_sim/paymongo/faults', { mode: 'error' });
    const res = await call('POST', '/v1/payment_intents', { attributes: intentAttributes() });
    expect(res.status).toBe(500);
    expect(firstError(res.body)?.code).toBe('internal_error');
    await t.client().post('/_sim/paymongo/faults', { mode: 'ok' });
    await newIntent();
  });

  it('answers a body that is not JSON with a PayMongo error', async () => {
    const res = await fetch(`${t.config.payments.baseUrl}/v1/payment_intents`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${t.config.payments.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: '{"data":',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as PaymongoErrors;
    expect(body.errors[0]?.code).toBe('parameter_invalid');
  });
});
