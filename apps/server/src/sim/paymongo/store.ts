import { randomInt } from 'node:crypto';
import type { CardBehaviour } from './cards.js';

export type Billing = {
  name?: string;
  email?: string;
  phone?: string;
  address?: Record<string, string | null>;
};

export type PaymentMethodType = 'card' | 'gcash' | 'grab_pay' | 'paymaya';

export type SimPaymentMethod = {
  id: string;
  type: PaymentMethodType;
  billing: Billing | null;
  /** What PayMongo answers about a card: never the number or the CVC. */
  details: { last4: string; exp_month: number; exp_year: number } | null;
  /** How the simulator's test card behaves when charged (null for e-wallets). */
  card: CardBehaviour | null;
  metadata: Record<string, string> | null;
  createdAt: number;
};

export type LastPaymentError = {
  failed_code: string;
  /** PayMongo's sub-code of the decline (card_expired, insufficient_funds, generic_decline, ...) */
  sub_code: string;
  failed_message: string;
  payment_method: string;
};

export type SimIntent = {
  id: string;
  clientKey: string;
  amount: number;
  description: string | null;
  statementDescriptor: string;
  status: 'awaiting_payment_method' | 'awaiting_next_action' | 'processing' | 'succeeded';
  allowed: PaymentMethodType[];
  options: Record<string, unknown> | null;
  metadata: Record<string, string> | null;
  /** The method attached last and the page it waits on (3-D Secure or the e-wallet checkout). */
  paymentMethodId: string | null;
  nextAction: { type: 'redirect'; redirect: { url: string; return_url: string } } | null;
  returnUrl: string | null;
  lastPaymentError: LastPaymentError | null;
  paymentIds: string[];
  createdAt: number;
  updatedAt: number;
};

export type PaymentStatus = 'paid' | 'failed' | 'refunded' | 'partially_refunded';

export type SimPayment = {
  id: string;
  intentId: string;
  paymentMethodId: string;
  sourceType: PaymentMethodType;
  amount: number;
  refundedAmount: number;
  status: PaymentStatus;
  failedCode: string | null;
  failedMessage: string | null;
  billing: Billing | null;
  description: string | null;
  statementDescriptor: string;
  metadata: Record<string, string> | null;
  refundIds: string[];
  createdAt: number;
  paidAt: number | null;
  updatedAt: number;
};

export type SimRefund = {
  id: string;
  paymentId: string;
  amount: number;
  reason: string;
  notes: string | null;
  metadata: Record<string, string> | null;
  /** PayMongo's documented refund statuses: pending first, then a final one (refund-outcomes.ts) */
  status: 'pending' | 'processing' | 'succeeded' | 'failed';
  /** what the pending refund becomes, and when (the app's clock, ms); null: held for the switch */
  outcome: 'succeeded' | 'failed' | null;
  dueAtMs: number;
  createdAt: number;
  updatedAt: number;
};

export type SimWebhook = {
  id: string;
  secretKey: string;
  url: string;
  events: string[];
  status: 'enabled' | 'disabled';
  createdAt: number;
  updatedAt: number;
};

/** Enough for any development session or test run; the oldest are forgotten first. */
export const MAX_RECORDS = 5000;
export const MAX_WEBHOOKS = 100;

/** A Map that forgets its oldest entries past `max` (a Map iterates in insertion order). */
export class BoundedMap<V> {
  private readonly entries = new Map<string, V>();
  constructor(private readonly max: number) {}

  get = (key: string): V | undefined => this.entries.get(key);
  values = (): V[] => [...this.entries.values()];
  get size(): number {
    return this.entries.size;
  }

  set(key: string, value: V): void {
    this.entries.set(key, value);
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}

/** The simulator's memory: everything PayMongo would keep for one test-mode account. */
export type PaymongoSimStore = {
  intents: BoundedMap<SimIntent>;
  methods: BoundedMap<SimPaymentMethod>;
  payments: BoundedMap<SimPayment>;
  refunds: BoundedMap<SimRefund>;
  webhooks: BoundedMap<SimWebhook>;
};

export function createPaymongoSimStore(): PaymongoSimStore {
  return {
    intents: new BoundedMap(MAX_RECORDS),
    methods: new BoundedMap(MAX_RECORDS),
    payments: new BoundedMap(MAX_RECORDS),
    refunds: new BoundedMap(MAX_RECORDS),
    webhooks: new BoundedMap(MAX_WEBHOOKS),
  };
}

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const randomText = (length: number) =>
  Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]).join('');

/** PayMongo ids: a type prefix and 24 letters and digits ("pi_1JvFbEiRRnh2fsUE5nJ2F1z7"). */
export const paymongoId = (prefix: 'pi' | 'pm' | 'pay' | 'ref' | 'hook' | 'evt'): string =>
  `${prefix}_${randomText(24)}`;

/** An intent's client key: its id, `_client_`, and a random part. */
export const clientKeyFor = (intentId: string): string => `${intentId}_client_${randomText(24)}`;

/** A webhook's signing secret. */
export const webhookSecretKey = (): string => `whsk_${randomText(24)}`;

/** PayMongo timestamps are unix seconds. */
export const unixSeconds = (ms: number): number => Math.floor(ms / 1000);
