import type { TestApp } from './harness.js';

export type PaymongoErrors = {
  errors: { code: string; detail: string; source?: { pointer: string; attribute: string } }[];
};

export type PaymongoIntent = {
  id: string;
  type: 'payment_intent';
  attributes: {
    amount: number;
    currency: string;
    client_key: string;
    status: string;
    livemode: boolean;
    description: string | null;
    statement_descriptor: string;
    metadata: Record<string, string> | null;
    payment_method_allowed: string[];
    last_payment_error: {
      failed_code: string;
      sub_code: string;
      failed_message: string;
      payment_method: string;
    } | null;
    next_action: { type: string; redirect: { url: string; return_url: string } } | null;
    payments: {
      id: string;
      type: 'payment';
      attributes: {
        amount: number;
        status: string;
        payment_intent_id: string;
        failed_code: string | null;
        failed_message: string | null;
        source: { id: string; type: string };
      };
    }[];
  };
};

/**
 * Calls to the PayMongo simulator over real HTTP, as any PayMongo client makes them: HTTP Basic
 * with the secret key (our server), the public key (the browser), a key of the test's choosing, or
 * none.
 */
export function paymongoClient(t: TestApp) {
  const { baseUrl, secretKey, publicKey } = t.config.payments;
  return async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    path: string,
    options: { key?: 'secret' | 'public' | null | (string & {}); attributes?: unknown } = {},
  ): Promise<{ status: number; body: T }> {
    const key =
      options.key === undefined || options.key === 'secret'
        ? secretKey
        : options.key === 'public'
          ? publicKey
          : options.key;
    const res = await fetch(`${baseUrl}${path}`, {
      method,
      headers: {
        ...(key === null
          ? {}
          : { authorization: `Basic ${Buffer.from(`${key}:`).toString('base64')}` }),
        ...(options.attributes === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(options.attributes === undefined
        ? {}
        : { body: JSON.stringify({ data: { attributes: options.attributes } }) }),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
}

export const card = (cardNumber: string, overrides: Record<string, unknown> = {}) => ({
  type: 'card',
  details: { card_number: cardNumber, exp_month: 12, exp_year: 2035, cvc: '123', ...overrides },
  billing: { name: 'Maria Santos', email: 'maria@example.ph', phone: '09171234567' },
});

export const intentAttributes = (overrides: Record<string, unknown> = {}) => ({
  amount: 45_000,
  currency: 'PHP',
  payment_method_allowed: ['card', 'gcash', 'grab_pay'],
  payment_method_options: { card: { request_three_d_secure: 'any' } },
  description: 'Lutong Bahay order from chef 0198f1c2',
  statement_descriptor: 'LUTONG BAHAY',
  metadata: { order_id: 'order-1' },
  ...overrides,
});
