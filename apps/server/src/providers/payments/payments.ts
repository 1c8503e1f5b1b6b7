/** The ways a buyer can pay (product §2.8 Payment: gcash, grab_pay, visa and mastercard cards). */
export type PayMethod = 'card' | 'gcash' | 'grab_pay';

/** PayMongo's payment intent statuses. */
export type IntentStatus =
  'awaiting_payment_method' | 'awaiting_next_action' | 'processing' | 'succeeded' | 'cancelled';

/**
 * A payment intent as the rest of the server sees it. `clientKey` goes to the buyer's browser, which
 * attaches its card with it; `redirectUrl` is where the buyer must go next (3-D Secure or the
 * e-wallet's checkout) while the status is `awaiting_next_action`; `lastError` is the provider's
 * message for the last failed attempt (product §10 shows it to the buyer).
 */
export type Intent = {
  id: string;
  status: IntentStatus;
  amountCentavos: number;
  currency: 'PHP';
  clientKey: string;
  metadata: Record<string, string>;
  redirectUrl: string | null;
  lastError: string | null;
  payments: { id: string; status: string; amountCentavos: number }[];
};

/** A refund at the provider: PayMongo's status (pending, processing, succeeded or failed). */
export type ProviderRefund = { id: string; status: string; metadata: Record<string, string> };

/**
 * The payments provider port (ARCHITECTURE §6): PayMongo's payment intents for cards and e-wallets,
 * refunds and webhook registration, always with the SECRET key (server side). Amounts are centavos
 * (`toCentavos`). Every failure (refusal, timeout, network, nonsense) throws PaymentsError.
 */
export type Payments = {
  createIntent(i: {
    amountCentavos: number;
    methods: PayMethod[];
    description: string;
    statementDescriptor: string;
    metadata: Record<string, string>;
  }): Promise<Intent>;
  getIntent(id: string): Promise<Intent>;
  createEwalletMethod(i: {
    type: 'gcash' | 'grab_pay';
    billing: { name: string; email: string; phone: string };
  }): Promise<{ id: string }>;
  attach(intentId: string, i: { paymentMethodId: string; returnUrl: string }): Promise<Intent>;
  refund(i: {
    paymentId: string;
    amountCentavos: number;
    reason: 'requested_by_customer' | 'others';
    notes?: string;
    metadata?: Record<string, string>;
  }): Promise<ProviderRefund>;
  /** GET /v1/refunds/{id}: the refund's current status (decision 023 polls open refunds). */
  getRefund(id: string): Promise<ProviderRefund>;
  registerWebhook(i: { url: string; events: string[] }): Promise<{ id: string; secretKey: string }>;
};

/**
 * Why a payments call failed: the provider's first error (`code` such as 'parameter_invalid',
 * `detail` its human text, which becomes the message the spec shows), or our own codes 'TIMEOUT',
 * 'NETWORK', 'HTTP_ERROR', 'BAD_RESPONSE'. `httpStatus` is null when no answer came. The message
 * never carries a key.
 */
export class PaymentsError extends Error {
  readonly code: string;
  readonly detail: string;
  readonly httpStatus: number | null;

  constructor(
    code: string,
    detail: string,
    httpStatus: number | null,
    options?: { cause?: unknown },
  ) {
    super(detail, options);
    this.name = 'PaymentsError';
    this.code = code;
    this.detail = detail;
    this.httpStatus = httpStatus;
  }
}

/**
 * Whole pesos (the domain's money, ARCHITECTURE §10) to the provider's centavos: the one place that
 * conversion happens (product §11: provider amounts are the value times 100).
 */
export const toCentavos = (pesos: number) => Math.round(pesos * 100);
