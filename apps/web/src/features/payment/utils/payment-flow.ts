import { chargeFor, type OrderView, type PaymentMethod, formatPeso } from '@lutong/shared';
import { declineTextOf, isRecord, text, type PayText } from './pay-text';

export type MethodChoice = {
  method: PaymentMethod;
  label: string;
  kind: 'ewallet' | 'card';
};

/** product §2.8 Payment: gcash, grab_pay, visa or mastercard. */
export const methodChoices: readonly MethodChoice[] = [
  { method: 'gcash', label: 'GCash', kind: 'ewallet' },
  { method: 'grab_pay', label: 'GrabPay', kind: 'ewallet' },
  { method: 'visa', label: 'Visa', kind: 'card' },
  { method: 'mastercard', label: 'Mastercard', kind: 'card' },
];

export const isCardMethod = (method: PaymentMethod): boolean =>
  methodChoices.some((choice) => choice.method === method && choice.kind === 'card');

export type PayAmounts = {
  foodTotal: number;
  deliveryFee: number;
  rewardsApplied: number;
  serviceFee: number;
  /** what the buyer pays with this method: the order's total plus its service fee */
  total: number;
};

/**
 * product §11: the amount to pay is the order's total (food, delivery, minus rewards) plus the
 * method's service fee, 5P for the e-wallets and 15P for cards. The server computes the amount
 * it charges the same way; this is what the page shows.
 */
export function payAmounts(
  order: Pick<OrderView, 'foodTotal' | 'deliveryFee' | 'rewardsApplied' | 'total'>,
  method: PaymentMethod,
): PayAmounts {
  // chargeFor: the very sum the server asks the provider for (decision 024)
  const total = chargeFor(order.total, method);
  return {
    foodTotal: order.foodTotal,
    deliveryFee: order.deliveryFee,
    rewardsApplied: order.rewardsApplied,
    serviceFee: total - order.total,
    total,
  };
}

export const peso = formatPeso;

/** A payment intent's status as PayMongo reports it ('paid' is the spec's older word). */
export type IntentStatus =
  | 'awaiting_payment_method'
  | 'awaiting_next_action'
  | 'processing'
  | 'succeeded'
  | 'paid'
  | (string & {});

export type NextStep = 'paid' | 'authenticate' | 'failed' | 'poll';

/**
 * product §6 Payment: paid or succeeded goes to /cart?payed=true; awaiting_next_action opens
 * the 3-D Secure frame; awaiting_payment_method shows the provider's message; processing is
 * queried again. An unknown status is queried again too: the server settles it with the provider.
 */
export function nextStepOf(status: IntentStatus): NextStep {
  switch (status) {
    case 'succeeded':
    case 'paid':
      return 'paid';
    case 'awaiting_next_action':
      return 'authenticate';
    case 'awaiting_payment_method':
      return 'failed';
    default:
      return 'poll';
  }
}

/** PayMongo's error reply `{ errors: [{ code, detail }] }`: the first detail (product §10). */
export function providerErrorDetail(body: unknown): string | null {
  if (!isRecord(body) || !Array.isArray(body.errors)) return null;
  const [first] = body.errors as unknown[];
  return isRecord(first) ? text(first.detail) : null;
}

/**
 * product §10: 'There was an error in processing the payment: {message}' with the provider's
 * reason (declineTextOf), or without one.
 */
export const providerFailure = (lastError: unknown): PayText => {
  const reason = declineTextOf(lastError);
  return reason ? { key: 'paymentProviderFailed', reason } : { key: 'paymentProcessingFailed' };
};

/** The window message the 3-D Secure return page sends (product §6). */
export const AUTHENTICATION_COMPLETE = '3DS-authentication-complete';

/** Only our own return page, on our own origin, may say the 3-D Secure step is over. */
export const isAuthenticationComplete = (
  event: Pick<MessageEvent, 'origin' | 'data'>,
  ownOrigin: string,
): boolean => event.origin === ownOrigin && event.data === AUTHENTICATION_COMPLETE;

/** How often and how long a processing payment is queried again before the page gives up. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 90_000;
