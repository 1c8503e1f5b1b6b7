import type { FastifyBaseLogger } from 'fastify';
import { refundAdvances, refundNoticeStage } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import {
  PaymentsError,
  type Payments,
  type ProviderRefund,
} from '../../providers/payments/payments.js';
import type { Notifications } from '../notifications/notifications.service.js';
import { claimRefund, findOrder, finishRefundAttempt } from './payments.repo.js';
import { enqueueRefundNotices } from './refund-notices.js';
import {
  claimRefundNotice,
  findRefundWithOrder,
  listOpenRefunds,
  lockRefund,
  setRefundStatus,
  touchRefund,
} from './refunds.repo.js';
import { requestOrderRefund, type RefundReason } from './settlement.js';
import { publishOrderEvent } from '../live/publish.js';

// Refunds at the provider (issue 5): requested in the transaction that cancels, rejects or refunds
// the order (settlement.ts), sent to PayMongo after the commit, retried by the reconciliation job.
// Issue 19 (decision 023): followed to their final state through payment.refund.updated and, when
// that webhook is lost, by polling GET /v1/refunds/{id}; each stage is told to the buyer once.

/** An open refund is left to its webhook this long before the reconciliation job asks. */
export const REFUND_POLL_AFTER_MS = 30 * 60 * 1000;
const REFUND_POLL_BATCH = 50;

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
  notifications: Notifications;
  publicUrl: string;
  staffEmail: string;
}) {
  const { db, clock, provider, log, notifications } = deps;
  const noticeDeps = { notifications, publicUrl: deps.publicUrl, staffEmail: deps.staffEmail };

  /** Tells the refund's current stage to the people concerned, once (the `notified` guard). */
  async function notifyRefund(refundId: string): Promise<void> {
    const outbox = await db.transaction(async (tx) => {
      const found = await findRefundWithOrder(tx, refundId);
      if (!found) return [];
      const stage = refundNoticeStage(found.refund.status);
      if (!(await claimRefundNotice(tx, refundId, stage))) return [];
      await publishOrderEvent(tx, found.order, 'orderRefunded');
      return enqueueRefundNotices(tx, noticeDeps, { stage, ...found });
    });
    if (outbox.length) await notifications.dispatch(outbox);
  }

  /**
   * The provider's word about one refund (the webhook's event, or our own query), applied inside
   * `tx` when it moves the refund forward: the refund's id when it changed, else null.
   */
  async function applyProviderRefund(
    tx: Executor,
    refund: ProviderRefund,
    now: Date,
  ): Promise<string | null> {
    const row = await lockRefund(tx, {
      id: refund.metadata.refund_id ?? null,
      providerRefundId: refund.id,
    });
    if (!row || !refundAdvances(row.status, refund.status)) return null;
    await setRefundStatus(tx, row.id, { status: refund.status, providerRefundId: refund.id, now });
    return row.id;
  }

  /**
   * The reconciliation job's part (decision 023): refunds still open REFUND_POLL_AFTER_MS after we
   * last heard of them are asked about (GET /v1/refunds/{id}), so a lost webhook is caught.
   */
  async function pollOpenRefunds(): Promise<number> {
    const now = clock();
    const open = await listOpenRefunds(db, {
      updatedBefore: new Date(now.getTime() - REFUND_POLL_AFTER_MS),
      limit: REFUND_POLL_BATCH,
    });
    let changed = 0;
    for (const { id, providerRefundId } of open) {
      try {
        const answer = await provider.getRefund(providerRefundId);
        const moved = await db.transaction(async (tx) => {
          const applied = await applyProviderRefund(tx, answer, clock());
          if (!applied) await touchRefund(tx, id, clock());
          return applied;
        });
        if (moved) {
          changed += 1;
          await notifyRefund(moved);
        }
      } catch (err) {
        if (!(err instanceof PaymentsError)) throw err;
        log.warn({ refundId: id, code: err.code }, `refund poll: ${err.detail}`);
      }
    }
    return changed;
  }

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
    if (claimed) await sendRefund(claimed);
    await notifyRefund(refundId);
  }

  async function sendRefund({
    refund,
    payment,
  }: NonNullable<Awaited<ReturnType<typeof claimRefund>>>) {
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
        metadata: { refund_id: refund.id, order_id: payment.orderId },
      });
      await finishRefundAttempt(db, refund.id, {
        status: done.status,
        providerRefundId: done.id,
        lastError: null,
        now: clock(),
      });
    } catch (err) {
      if (!(err instanceof PaymentsError)) throw err;
      log.warn({ refundId: refund.id, code: err.code }, `refund failed, will retry: ${err.detail}`);
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

  return { issueRefund, refundOrder, notifyRefund, applyProviderRefund, pollOpenRefunds };
}
