import type { Locale } from '../i18n/locales.js';
import { orderWordText } from '../i18n/order-words.js';
import { formatPeso } from './money.js';
import type { PayMethodChoice } from './schemas.js';

// Issue 19 (decision 023): a refund followed to its final state. Ours is 'requested' until the
// provider accepted it; then PayMongo's documented statuses: pending, processing, succeeded, failed.

export const REFUND_STATES = ['requested', 'pending', 'processing', 'succeeded', 'failed'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

export const isRefundState = (value: string): value is RefundState =>
  (REFUND_STATES as readonly string[]).includes(value);

/** succeeded and failed are final: nothing the provider says later moves them. */
export const isRefundFinal = (state: string): boolean =>
  state === 'succeeded' || state === 'failed';

const rank: Record<RefundState, number> = {
  requested: 0,
  pending: 1,
  processing: 2,
  succeeded: 3,
  failed: 3,
};

/**
 * Whether a refund in `from` moves to `to` on the provider's word: only forward (an event that
 * arrives late, such as 'pending' after 'succeeded', changes nothing), never out of a final state,
 * never to a state the provider does not document.
 */
export function refundAdvances(from: string, to: string): boolean {
  if (!isRefundState(to) || to === 'requested') return false;
  if (!isRefundState(from)) return true;
  if (isRefundFinal(from)) return false;
  return rank[to] > rank[from];
}

/** The three things a buyer is told about a refund: requested, completed, being looked into. */
export type RefundNoticeStage = 'requested' | 'succeeded' | 'failed';

export const refundNoticeStage = (state: string): RefundNoticeStage =>
  state === 'succeeded' ? 'succeeded' : state === 'failed' ? 'failed' : 'requested';

/** The names of the ways to pay (product §2.8 Payment). */
export const payMethodNames: Record<PayMethodChoice, string> = {
  gcash: 'GCash',
  grab_pay: 'GrabPay',
  visa: 'Visa card',
  mastercard: 'Mastercard',
};

/** Where a refund goes back to: the buyer's e-wallet (its name), or their card, in `locale`. */
export const refundDestination = (method: string | null, locale: Locale = 'en'): string =>
  method === 'gcash'
    ? 'GCash'
    : method === 'grab_pay'
      ? 'GrabPay'
      : orderWordText(locale, 'refundToCard');

/** A sentence of a paid amount going back to where it came from (amount in whole pesos). */
const refundSentence = (
  key: 'cancelPaidQuestion' | 'refundRequestedNotice',
  paid: number,
  method: string | null,
  locale: Locale,
): string =>
  orderWordText(locale, key, { amount: formatPeso(paid), to: refundDestination(method, locale) });

/** Issue 19: what a buyer reads before cancelling a paid order. */
export const cancelPaidQuestion = (paid: number, method: string | null, locale: Locale = 'en') =>
  refundSentence('cancelPaidQuestion', paid, method, locale);

const stageWords = {
  requested: 'refundRequested',
  succeeded: 'refundCompleted',
  failed: 'refundFailed',
} as const satisfies Record<RefundNoticeStage, string>;

/**
 * The refund's state as the buyer reads it on /track and /orders, in `locale`: requested while the
 * provider works on it (pending, processing), completed, or delayed and looked into by staff.
 */
export const refundStateText = (
  refund: { amount: number; status: string },
  locale: Locale = 'en',
): string =>
  orderWordText(locale, stageWords[refundNoticeStage(refund.status)], {
    amount: formatPeso(refund.amount),
  });

/** What the buyer paid for an order: its total and, once paid, the method's service fee. */
export const amountPaid = (order: { total: number; payed: boolean; serviceFee?: number }): number =>
  order.total + (order.payed ? (order.serviceFee ?? 0) : 0);

/** Issue 19: what the buyer reads once a paid order is cancelled. */
export const refundRequestedText = (paid: number, method: string | null, locale: Locale = 'en') =>
  refundSentence('refundRequestedNotice', paid, method, locale);
