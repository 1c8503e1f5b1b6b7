import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNull,
  lt,
  lte,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { orders, payments, refunds, rewardsLedger } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import {
  markWebhookEventProcessed,
  storeWebhookEvent,
  type WebhookEventInput,
} from '../../lib/webhook-events.js';

// All SQL of the payments module (ARCHITECTURE §4). Functions take a transaction or the database.

export type PaymentRow = typeof payments.$inferSelect;
export type RefundRow = typeof refunds.$inferSelect;

export const PROVIDER = 'paymongo';

/**
 * Payment row statuses: the provider intent's own status ('awaiting_payment_method',
 * 'awaiting_next_action', 'processing', 'succeeded'), or 'mismatch' when the provider took an
 * amount other than the one the order expected (recorded, never marks the order paid).
 */
export const FINAL_PAYMENT_STATUSES = ['succeeded', 'mismatch'];

export async function insertPayment(
  db: Executor,
  row: Omit<typeof payments.$inferInsert, 'id' | 'provider'>,
): Promise<void> {
  await db
    .insert(payments)
    .values({ id: newId(), provider: PROVIDER, ...row })
    .onConflictDoNothing({ target: [payments.provider, payments.intentId] });
}

/** The order's intents, newest first. */
export async function listOrderPayments(db: Executor, orderId: string): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(desc(payments.createdAt), desc(payments.id));
}

/** The payment row of a provider intent, locked for the caller's transaction when asked. */
export async function findPaymentByIntent(
  db: Executor,
  intentId: string,
  options: { lock?: boolean } = {},
): Promise<PaymentRow | null> {
  const query = db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, PROVIDER), eq(payments.intentId, intentId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updatePayment(
  db: Executor,
  id: string,
  patch: Partial<Pick<PaymentRow, 'status' | 'providerPaymentId' | 'lastError' | 'updatedAt'>>,
): Promise<void> {
  await db.update(payments).set(patch).where(eq(payments.id, id));
}

/**
 * The unpaid order of this payment becomes paid, or null when it is not placed or already paid:
 * the guard that makes settlement (and its notice) happen once.
 */
export async function markOrderPaid(
  db: Executor,
  orderId: string,
  patch: { paidAt: Date; paymentMethod: string; serviceFee: number },
) {
  const [row] = await db
    .update(orders)
    .set({ payed: true, ...patch, updatedAt: sql`now()` })
    .where(and(eq(orders.id, orderId), eq(orders.status, 'placed'), eq(orders.payed, false)))
    .returning();
  return row ?? null;
}

export async function findOrder(db: Executor, orderId: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

/** A ledger line for the order, once per reason (unique index on order and reason). */
export async function recordRewards(
  db: Executor,
  entry: { userId: string; orderId: string; points: number; reason: 'applied' | 'restored' },
): Promise<void> {
  if (entry.points === 0) return;
  await db
    .insert(rewardsLedger)
    .values({ id: newId(), ...entry })
    .onConflictDoNothing();
}

export async function hasRewardsEntry(
  db: Executor,
  orderId: string,
  reason: 'applied' | 'restored',
): Promise<boolean> {
  const rows = await db
    .select({ id: rewardsLedger.id })
    .from(rewardsLedger)
    .where(and(eq(rewardsLedger.orderId, orderId), eq(rewardsLedger.reason, reason)))
    .limit(1);
  return rows.length > 0;
}

/** Stores the event; false when it was stored before (a replay). */
export const insertWebhookEvent = (db: Executor, event: WebhookEventInput) =>
  storeWebhookEvent(db, PROVIDER, event);

export const markWebhookProcessed = (db: Executor, eventId: string, at: Date) =>
  markWebhookEventProcessed(db, PROVIDER, eventId, at);

/**
 * Intents the reconciliation job asks the provider about: not final, of orders not paid, created
 * before `createdBefore` (the webhook had its chance) and after `createdAfter` (abandoned intents
 * are not asked about forever), least recently checked first.
 */
export async function listUnsettledPayments(
  db: Executor,
  input: { createdBefore: Date; createdAfter: Date; limit: number },
): Promise<PaymentRow[]> {
  return db
    .select({ payment: payments })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        notInArray(payments.status, FINAL_PAYMENT_STATUSES),
        eq(orders.payed, false),
        lte(payments.createdAt, input.createdBefore),
        gte(payments.createdAt, input.createdAfter),
      ),
    )
    .orderBy(asc(payments.updatedAt))
    .limit(input.limit)
    .then((rows) => rows.map((r) => r.payment));
}

/** Touches the rows checked, so the next run starts with others. */
export async function touchPayments(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(payments).set({ updatedAt: at }).where(inArray(payments.id, ids));
}

/**
 * The payment that paid the order: its succeeded intent not refunded yet (a duplicate payment was
 * refunded when it arrived, so it is never the one picked).
 */
export async function findSucceededPayment(
  db: Executor,
  orderId: string,
): Promise<PaymentRow | null> {
  const [row] = await db
    .select({ payment: payments })
    .from(payments)
    .leftJoin(refunds, eq(refunds.paymentId, payments.id))
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'succeeded'), isNull(refunds.id)))
    .orderBy(asc(payments.createdAt))
    .limit(1);
  return row?.payment ?? null;
}

/** A refund for the payment, or null when it already has one (the refund happens once). */
export async function insertRefund(
  db: Executor,
  refund: { paymentId: string; amountCentavos: number; reason: string; now: Date },
): Promise<string | null> {
  const rows = await db
    .insert(refunds)
    .values({
      id: newId(),
      paymentId: refund.paymentId,
      amountCentavos: refund.amountCentavos,
      reason: refund.reason,
      status: 'requested',
      createdAt: refund.now,
      updatedAt: refund.now,
    })
    .onConflictDoNothing({ target: refunds.paymentId })
    .returning({ id: refunds.id });
  return rows[0]?.id ?? null;
}

/**
 * Claims a requested refund for one attempt at the provider: only one caller at a time gets it
 * (another attempt may start once `staleBefore` has passed, for an attempt that crashed).
 */
export async function claimRefund(
  db: Executor,
  refundId: string,
  input: { now: Date; staleBefore: Date },
): Promise<{ refund: RefundRow; payment: PaymentRow } | null> {
  const [refund] = await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, attemptedAt: input.now, updatedAt: input.now })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'requested'),
        or(isNull(refunds.attemptedAt), lt(refunds.attemptedAt, input.staleBefore)),
      ),
    )
    .returning();
  if (!refund) return null;
  const [payment] = await db.select().from(payments).where(eq(payments.id, refund.paymentId));
  if (!payment) throw new Error(`refund ${refund.id} has no payment`);
  return { refund, payment };
}

export async function finishRefundAttempt(
  db: Executor,
  refundId: string,
  patch: { status?: string; providerRefundId?: string; lastError: string | null; now: Date },
): Promise<void> {
  await db
    .update(refunds)
    .set({
      ...(patch.status ? { status: patch.status } : {}),
      ...(patch.providerRefundId ? { providerRefundId: patch.providerRefundId } : {}),
      lastError: patch.lastError,
      // a failed attempt may be retried at once by the next reconciliation run
      ...(patch.status ? {} : { attemptedAt: null }),
      updatedAt: patch.now,
    })
    // the provider's webhook may have moved the refund on already (decision 023): never back
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
}

/** Refunds still waiting for the provider to accept them. */
export async function listRequestedRefunds(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(eq(refunds.status, 'requested'))
    .orderBy(asc(refunds.createdAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

export async function listOrderRefunds(db: Executor, orderId: string): Promise<RefundRow[]> {
  return db
    .select({ refund: refunds })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(refunds.createdAt))
    .then((rows) => rows.map((r) => r.refund));
}
