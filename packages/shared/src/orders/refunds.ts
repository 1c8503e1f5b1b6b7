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

/** Where a refund goes back to: the buyer's e-wallet, or their card. */
export const refundDestination = (method: string | null): string =>
  method === 'gcash' ? 'GCash' : method === 'grab_pay' ? 'GrabPay' : 'card';

/** Issue 19: what a buyer reads before cancelling a paid order (amount in whole pesos). */
export const cancelPaidQuestion = (paid: number, method: string | null): string =>
  `Cancel this order? You paid ${formatPeso(paid)}; it will be refunded to your ${refundDestination(method)}.`;

/** The refund's state as the buyer reads it on /track and in their e-mails. */
export function refundStateText(refund: { amount: number; status: string }): string {
  const amount = formatPeso(refund.amount);
  switch (refundNoticeStage(refund.status)) {
    case 'succeeded':
      return `Refund of ${amount} completed`;
    case 'failed':
      return `Refund of ${amount} delayed: our staff are looking into it`;
    default:
      return `Refund of ${amount} requested`;
  }
}

/** What the buyer paid for an order: its total and, once paid, the method's service fee. */
export const amountPaid = (order: { total: number; payed: boolean; serviceFee?: number }): number =>
  order.total + (order.payed ? (order.serviceFee ?? 0) : 0);

/** Issue 19: what the buyer reads once a paid order is cancelled. */
export const refundRequestedText = (paid: number, method: string | null): string =>
  `Your order was cancelled. A refund of ${formatPeso(paid)} to your ${refundDestination(method)} was requested; we will e-mail you when it is completed.`;
