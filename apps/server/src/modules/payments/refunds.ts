import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import { PaymentsError, type Payments } from '../../providers/payments/payments.js';
import { claimRefund, findOrder, finishRefundAttempt } from './payments.repo.js';
import { requestOrderRefund, type RefundReason } from './settlement.js';

// Refunds at the provider (issue 5): requested in the transaction that cancels, rejects or refunds
// the order (settlement.ts), sent to PayMongo after the commit, retried by the reconciliation job.

/** A refund attempt that neither finished nor failed (a crash) may be retried after this. */
const REFUND_ATTEMPT_STALE_MS = 2 * 60 * 1000;

/** The reason PayMongo accepts for each of ours; ours goes in the notes. */
const providerRefundReason = (reason: string) =>
  reason === 'buyer_cancelled' ? ('requested_by_customer' as const) : ('others' as const);

export function createRefunds(deps: {
  db: Db;
  clock: () => Date;
  provider: Payments;
  log: FastifyBaseLogger;
}) {
  const { db, clock, provider, log } = deps;

  /**
   * Sends a requested refund to the provider. Never throws for a provider failure: the refund
   * stays 'requested' with the error and the reconciliation job tries again.
   */
  async function issueRefund(refundId: string): Promise<void> {
    const now = clock();
    const claimed = await claimRefund(db, refundId, {
      now,
      staleBefore: new Date(now.getTime() - REFUND_ATTEMPT_STALE_MS),
    });
    if (!claimed) return;
    const { refund, payment } = claimed;
    if (!payment.providerPaymentId) {
      await finishRefundAttempt(db, refund.id, {
        lastError: 'The provider payment id is not known yet.',
        now: clock(),
      });
      return;
    }
    try {
      const done = await provider.refund({
        paymentId: payment.providerPaymentId,
        amountCentavos: refund.amountCentavos,
        reason: providerRefundReason(refund.reason),
        notes: `Lutong Bahay order ${payment.orderId}: ${refund.reason}`,
      });
      await finishRefundAttempt(db, refund.id, {
        status: done.status,
        providerRefundId: done.id,
        lastError: null,
        now: clock(),
      });
    } catch (err) {
      if (!(err instanceof PaymentsError)) throw err;
      log.warn({ refundId, code: err.code }, `refund failed, will retry: ${err.detail}`);
      await finishRefundAttempt(db, refund.id, { lastError: err.detail, now: clock() });
    }
  }

  /**
   * Refunds a paid order once (the chef's rejection, issue 6, or any flow outside a transaction of
   * its own): the refund row is the guard; the provider call follows the commit.
   */
  async function refundOrder(orderId: string, reason: RefundReason): Promise<string | null> {
    const refundId = await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId);
      return order ? requestOrderRefund(tx, order, reason, clock()) : null;
    });
    if (refundId) await issueRefund(refundId);
    return refundId;
  }

  return { issueRefund, refundOrder };
}
