import type { PaymentIntentView, PaymentMethod } from '@lutong/shared';
import { api } from '../../../lib/api-client';
import type { IntentStatus } from '../utils/payment-flow';

/** A PayMongo payment intent as the provider answers the browser (with the public key). */
export type ProviderIntent = {
  id: string;
  attributes: {
    status: IntentStatus;
    next_action: { type?: string; redirect: { url: string; return_url?: string } } | null;
    last_payment_error?: unknown;
  };
};

// POST /api/v1/orders/paymentIntentTest {order, method} -> the intent (its client key, never a
// secret). The server computes the amount from the order, and for an e-wallet has already
// attached it: next_action is the provider's checkout page.
export const createPaymentIntent = (input: { orderId: string; method: PaymentMethod }) =>
  api.post<PaymentIntentView>('/orders/paymentIntentTest', {
    order: input.orderId,
    method: input.method,
  });
