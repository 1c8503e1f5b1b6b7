import type { PaymentsConfig } from '../../../lib/app-config';
import type { ProviderIntent } from './payment-intent';
import { providerErrorDetail } from '../utils/payment-flow';
import type { CardDetails } from '../utils/card-form';

// The two PayMongo calls the browser makes itself, as PayMongo documents for cards: the card
// goes straight to the provider with the PUBLIC key (it never passes through our server), and
// is attached to the intent our server created, with the intent's client key.

/** A refusal or failure of a provider call; `detail` is PayMongo's first error detail. */
export class ProviderError extends Error {
  readonly status: number;
  readonly detail: string | null;

  constructor(status: number, detail: string | null) {
    super(detail ?? `provider call failed (${status})`);
    this.name = 'ProviderError';
    this.status = status;
    this.detail = detail;
  }
}

export type Billing = {
  name: string;
  email?: string;
  phone?: string;
  /** product §9: the billing address line 2 carries the delivery fee */
  address: { line2: string };
};

async function providerPost<T>(config: PaymentsConfig, path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${config.baseUrl.replace(/\/$/, '')}${path}`, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Basic ${btoa(`${config.publicKey}:`)}`,
      },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ProviderError(0, null);
  }
  const reply: unknown = await response.json().catch(() => null);
  if (!response.ok) throw new ProviderError(response.status, providerErrorDetail(reply));
  return (reply as { data: T }).data;
}

// POST {baseUrl}/v1/payment_methods -> the card payment method's id.
export async function createCardPaymentMethod(
  config: PaymentsConfig,
  input: { details: CardDetails; billing: Billing },
): Promise<string> {
  const method = await providerPost<{ id: string }>(config, '/v1/payment_methods', {
    data: { attributes: { type: 'card', details: input.details, billing: input.billing } },
  });
  return method.id;
}

// POST {baseUrl}/v1/payment_intents/:id/attach -> the intent with its new status.
export const attachPaymentMethod = (
  config: PaymentsConfig,
  input: { intentId: string; paymentMethod: string; clientKey: string; returnUrl: string },
) =>
  providerPost<ProviderIntent>(
    config,
    `/v1/payment_intents/${encodeURIComponent(input.intentId)}/attach`,
    {
      data: {
        attributes: {
          payment_method: input.paymentMethod,
          client_key: input.clientKey,
          return_url: input.returnUrl,
        },
      },
    },
  );
