import { reverseEarnedRewards } from '../rewards/rewards.js';
import { orderQuote, SERVICE_FEES, type PayMethodChoice } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { toCentavos, type Intent } from '../../providers/payments/payments.js';
import { findLines, type OrderRow } from '../orders/orders.repo.js';
import {
  FINAL_PAYMENT_STATUSES,
  findOrder,
  findPaymentByIntent,
  findSucceededPayment,
  hasRewardsEntry,
  insertRefund,
  markOrderPaid,
  recordRewards,
  updatePayment,
  type PaymentRow,
} from './payments.repo.js';
import { publishOrderEvent } from '../live/publish.js';

// ARCHITECTURE §5 and §6: an order becomes paid only through the provider's word, the signed webhook or
// an intent we queried ourselves. Both end here, in one idempotent function that runs inside the
// caller's transaction (the webhook's, with its event row; or its own for the intent queries).

/** What the provider says about one of our intents. */
export type IntentOutcome = {
  intentId: string;
  status: string;
  /** the payment that paid the intent, when it succeeded */
  paid: { paymentId: string | null; amountCentavos: number } | null;
  lastError: string | null;
  /** metadata.order_id, when the provider told us (it must be the payment row's order) */
  orderId: string | null;
};

export type RefundReason =
  | 'buyer_cancelled'
  | 'chef_rejected'
  | 'duplicate_payment'
  | 'order_not_payable'
  | 'amount_mismatch'
  | 'staff_refund';

export type Settlement =
  /** no payment row for this intent (yet): the webhook answers non-2xx so the provider retries */
  | { kind: 'unknown' }
  /** already final, or nothing new: nothing written */
  | { kind: 'unchanged'; orderId: string }
  /** a status or error recorded, the order not paid */
  | { kind: 'updated'; orderId: string }
  /** this call paid the order: the notice goes out once, from here */
  | { kind: 'paid'; orderId: string; order: OrderRow }
  /** paid at the provider but not accepted for the order: recorded, refunded */
  | { kind: 'refused'; orderId: string; refundId: string | null; why: RefundReason };

/**
 * What the order must cost with this method, in centavos: the quote checkout showed (decision 024:
 * orderQuote on the placed order's lines, fee and points) for this method.
 */
export async function expectedCentavos(
  db: Executor,
  order: OrderRow,
  method: PayMethodChoice,
): Promise<number> {
  const lines = await findLines(db, [order.id]);
  const quote = orderQuote({
    lines,
    deliveryFee: order.deliveryFee,
    rewards: order.rewardsApplied,
  });
  return toCentavos(quote.charges[method]);
}

/** A provider intent read through the adapter, as a settlement input. */
export function intentOutcome(intent: Intent): IntentOutcome {
  const payment =
    intent.payments.find((p) => p.status === 'paid') ??
    (intent.status === 'succeeded' ? intent.payments[0] : undefined);
  return {
    intentId: intent.id,
    status: intent.status,
    paid:
      intent.status === 'succeeded'
        ? {
            paymentId: payment?.id ?? null,
            amountCentavos: payment?.amountCentavos ?? intent.amountCentavos,
          }
        : null,
    lastError: intent.lastError,
    orderId: intent.metadata.order_id ?? null,
  };
}

/**
 * Settles one intent inside `tx`. Idempotent: a payment row already final changes nothing, the
 * order's `payed=false AND status='placed'` guard lets one caller pay it, and the rewards entry is
 * unique per order. A successful payment that cannot pay the order (amount not what the order
 * costs, order cancelled meanwhile or paid by another intent) is recorded and queued for a refund.
 */
export async function settleIntent(
  tx: Executor,
  outcome: IntentOutcome,
  now: Date,
): Promise<Settlement> {
  const row = await findPaymentByIntent(tx, outcome.intentId, { lock: true });
  if (!row) return { kind: 'unknown' };
  const orderId = row.orderId;
  if (outcome.orderId !== null && outcome.orderId !== orderId) {
    // our intents carry their order's id; anything else is not ours to settle
    if (row.status === 'mismatch') return { kind: 'unchanged', orderId };
    await updatePayment(tx, row.id, {
      status: 'mismatch',
      lastError: `The provider reported order ${outcome.orderId} for this payment.`,
      updatedAt: now,
    });
    return { kind: 'updated', orderId };
  }
  if (FINAL_PAYMENT_STATUSES.includes(row.status)) return { kind: 'unchanged', orderId };

  if (!outcome.paid) {
    if (row.status === outcome.status && row.lastError === outcome.lastError) {
      return { kind: 'unchanged', orderId };
    }
    await updatePayment(tx, row.id, {
      status: outcome.status,
      lastError: outcome.lastError,
      updatedAt: now,
    });
    return { kind: 'updated', orderId };
  }
  return settlePaid(tx, row, outcome.paid, now);
}

async function settlePaid(
  tx: Executor,
  row: PaymentRow,
  paid: { paymentId: string | null; amountCentavos: number },
  now: Date,
): Promise<Settlement> {
  const orderId = row.orderId;
  const order = await findOrder(tx, orderId);
  if (!order) throw new Error(`payment ${row.id} has no order`);
  const method = row.method as PayMethodChoice;
  const payable = order.status === 'placed' && !order.payed;
  const expected = payable ? await expectedCentavos(tx, order, method) : row.amountCentavos;

  if (paid.amountCentavos !== row.amountCentavos || paid.amountCentavos !== expected) {
    await updatePayment(tx, row.id, {
      status: 'mismatch',
      providerPaymentId: paid.paymentId,
      lastError: `Paid ${paid.amountCentavos} centavos; the order expected ${expected} (intent ${row.amountCentavos}).`,
      updatedAt: now,
    });
    const refundId = await refundPayment(tx, row, paid, 'amount_mismatch', now);
    return { kind: 'refused', orderId, refundId, why: 'amount_mismatch' };
  }

  await updatePayment(tx, row.id, {
    status: 'succeeded',
    providerPaymentId: paid.paymentId,
    lastError: null,
    updatedAt: now,
  });
  const paidOrder = payable
    ? await markOrderPaid(tx, orderId, {
        paidAt: now,
        paymentMethod: method,
        serviceFee: SERVICE_FEES[method],
      })
    : null;
  if (!paidOrder) {
    // the order was cancelled, or another intent paid it, before this payment arrived
    const why: RefundReason = order.payed ? 'duplicate_payment' : 'order_not_payable';
    await updatePayment(tx, row.id, {
      lastError:
        why === 'duplicate_payment'
          ? 'The order was already paid.'
          : 'The order was no longer payable.',
      updatedAt: now,
    });
    const refundId = await refundPayment(tx, row, paid, why, now);
    return { kind: 'refused', orderId, refundId, why };
  }
  await recordRewards(tx, {
    userId: paidOrder.buyerId,
    orderId,
    points: -paidOrder.rewardsApplied,
    reason: 'applied',
  });
  await publishOrderEvent(tx, paidOrder, 'orderPaid');
  return { kind: 'paid', orderId, order: paidOrder };
}

async function refundPayment(
  tx: Executor,
  row: PaymentRow,
  paid: { amountCentavos: number },
  reason: RefundReason,
  now: Date,
): Promise<string | null> {
  return insertRefund(tx, {
    paymentId: row.id,
    amountCentavos: paid.amountCentavos,
    reason,
    now,
  });
}

/**
 * A refund of the payment that paid the order, requested inside the caller's transaction (the one
 * that cancels or rejects the order): null when the order has no payment left to refund. The
 * rewards the payment used are given back once.
 */
export async function requestOrderRefund(
  tx: Executor,
  order: OrderRow,
  reason: RefundReason,
  now: Date,
): Promise<string | null> {
  if (!order.payed) return null;
  const payment = await findSucceededPayment(tx, order.id);
  if (!payment) return null;
  const refundId = await insertRefund(tx, {
    paymentId: payment.id,
    amountCentavos: payment.amountCentavos,
    reason,
    now,
  });
  // a refunded order keeps none of the points it earned (decision 012)
  if (refundId) await reverseEarnedRewards(tx, order);
  if (refundId && (await hasRewardsEntry(tx, order.id, 'applied'))) {
    await recordRewards(tx, {
      userId: order.buyerId,
      orderId: order.id,
      points: order.rewardsApplied,
      reason: 'restored',
    });
  }
  return refundId;
}
