import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RefundNoticeStage } from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import { orders, payments, refunds, users } from '../../db/schema/index.js';
import type { RefundRow } from './payments.repo.js';

// The SQL of a refund followed to its final state (decision 023): the provider's word applied,
// the open refunds the reconciliation job polls, the notice guard and the staff's failed list.

/** The states in which the provider still owes us a final answer. */
export const OPEN_REFUND_STATES = ['pending', 'processing'];

/** A refund, locked, found by our id or the provider's. */
export async function lockRefund(
  db: Executor,
  match: { id: string | null; providerRefundId: string },
): Promise<RefundRow | null> {
  const byProvider = eq(refunds.providerRefundId, match.providerRefundId);
  const [row] = await db
    .select()
    .from(refunds)
    .where(match.id ? or(eq(refunds.id, match.id), byProvider) : byProvider)
    .limit(1)
    .for('update');
  return row ?? null;
}

export async function setRefundStatus(
  db: Executor,
  id: string,
  patch: { status: string; providerRefundId: string; now: Date },
): Promise<void> {
  await db
    .update(refunds)
    .set({
      status: patch.status,
      providerRefundId: patch.providerRefundId,
      lastError: patch.status === 'failed' ? 'The provider reported the refund failed.' : null,
      updatedAt: patch.now,
    })
    .where(eq(refunds.id, id));
}

/**
 * Refunds the provider accepted but has not finished, not heard about since `updatedBefore`
 * (their webhook had its chance), least recently checked first.
 */
export async function listOpenRefunds(
  db: Executor,
  input: { updatedBefore: Date; limit: number },
): Promise<{ id: string; providerRefundId: string }[]> {
  const rows = await db
    .select({ id: refunds.id, providerRefundId: refunds.providerRefundId })
    .from(refunds)
    .where(
      and(
        inArray(refunds.status, OPEN_REFUND_STATES),
        isNotNull(refunds.providerRefundId),
        lt(refunds.updatedAt, input.updatedBefore),
      ),
    )
    .orderBy(asc(refunds.updatedAt))
    .limit(input.limit);
  return rows.map((r) => ({ id: r.id, providerRefundId: r.providerRefundId ?? '' }));
}

export async function touchRefund(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(refunds).set({ updatedAt: at }).where(eq(refunds.id, id));
}

/**
 * The guard that tells the buyer each stage once: true when this caller moves the refund's notice
 * to `stage` (requested first; a final stage is never told twice, nor followed by 'requested').
 */
export async function claimRefundNotice(
  db: Executor,
  id: string,
  stage: RefundNoticeStage,
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({ notified: stage })
    .where(
      and(
        eq(refunds.id, id),
        stage === 'requested'
          ? isNull(refunds.notified)
          : or(isNull(refunds.notified), eq(refunds.notified, 'requested')),
      ),
    )
    .returning({ id: refunds.id });
  return rows.length > 0;
}

/** The refund with its payment's method and its order. */
export async function findRefundWithOrder(db: Executor, refundId: string) {
  const [row] = await db
    .select({ refund: refunds, method: payments.method, order: orders })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(refunds.id, refundId))
    .limit(1);
  return row ?? null;
}

/** The order's latest refund (what /track shows). */
export async function findOrderRefund(db: Executor, orderId: string): Promise<RefundRow | null> {
  const [row] = await db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  return row?.refund ?? null;
}

/** Failed refunds no staff member has resolved yet, oldest first (the staff console). */
export async function listFailedRefunds(db: Executor) {
  const buyer = alias(users, 'buyer');
  const chef = alias(users, 'chef');
  return db
    .select({
      id: refunds.id,
      amountCentavos: refunds.amountCentavos,
      reason: refunds.reason,
      providerRefundId: refunds.providerRefundId,
      lastError: refunds.lastError,
      failedAt: refunds.updatedAt,
      method: payments.method,
      orderId: orders.id,
      number: orders.number,
      buyerEmail: buyer.email,
      chefName: chef.name,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(chef, eq(chef.id, orders.chefId))
    .where(and(eq(refunds.status, 'failed'), isNull(refunds.resolvedAt)))
    .orderBy(asc(refunds.updatedAt))
    .limit(200);
}

/** Marks a failed refund resolved by a staff member, once: false when it is not failed and open. */
export async function resolveFailedRefund(
  db: Executor,
  input: { id: string; staffId: string; note: string; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(refunds)
    .set({
      resolvedAt: input.now,
      resolvedBy: input.staffId,
      resolutionNote: input.note,
    })
    .where(and(eq(refunds.id, input.id), eq(refunds.status, 'failed'), isNull(refunds.resolvedAt)))
    .returning({ id: refunds.id });
  return rows.length > 0;
}
