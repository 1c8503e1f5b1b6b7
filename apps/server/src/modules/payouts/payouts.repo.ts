import {
  and,
  asc,
  desc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  notExists,
  sql,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import {
  centavos,
  refundShare,
  type PayoutDetailsInput,
  type StatementLine,
  type StatementOrder,
} from '@lutong/shared';
import type { Executor } from '../../db/client.js';
import {
  orders,
  payments,
  payoutDetails,
  payoutLines,
  payouts,
  refunds,
  users,
} from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';

// All SQL of payouts (issue 19, decision 022): details, the weekly close, statements, staff.

export type PayoutDetailsRow = typeof payoutDetails.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
export type PayoutLineRow = typeof payoutLines.$inferSelect;

export async function findDetails(db: Executor, chefId: string): Promise<PayoutDetailsRow | null> {
  const [row] = await db.select().from(payoutDetails).where(eq(payoutDetails.chefId, chefId));
  return row ?? null;
}

export async function saveDetails(
  db: Executor,
  chefId: string,
  input: PayoutDetailsInput,
  now: Date,
): Promise<PayoutDetailsRow> {
  const values =
    input.method === 'bank'
      ? {
          method: 'bank' as const,
          bankName: input.bankName,
          accountName: input.accountName,
          accountNumber: input.accountNumber,
          wallet: null,
          walletNumber: null,
        }
      : {
          method: 'ewallet' as const,
          bankName: null,
          accountName: input.accountName,
          accountNumber: null,
          wallet: input.wallet,
          walletNumber: input.walletNumber,
        };
  const [row] = await db
    .insert(payoutDetails)
    .values({ chefId, ...values, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: payoutDetails.chefId, set: { ...values, updatedAt: now } })
    .returning();
  if (!row) throw new Error('payout details not saved');
  return row;
}

/** Payouts held for want of details become due once the chef has details (decision 022). */
export async function releaseHeld(db: Executor, chefId: string): Promise<number> {
  const rows = await db
    .update(payouts)
    .set({ status: 'pending' })
    .where(and(eq(payouts.chefId, chefId), eq(payouts.status, 'held')))
    .returning({ id: payouts.id });
  return rows.length;
}

// --- the orders and refunds a statement is made of ---

export type EarnedOrder = StatementOrder & { orderId: string; chefId: string; refundIds: string[] };

const orderFacts = {
  orderId: orders.id,
  chefId: orders.chefId,
  number: orders.number,
  date: sql<string>`${orders.createdFor}::text`,
  food: orders.foodTotal,
  fees: sql<number>`(${orders.deliveryFee} + ${orders.serviceFee})::int`,
  charged: sql<number>`coalesce((select sum(${payments.amountCentavos}) from ${payments} where ${payments.orderId} = ${orders.id} and ${payments.status} = 'succeeded'), 0)::int`,
};

/** Succeeded refunds of these orders: the only ones deducted (decision 022). */
async function succeededRefunds(db: Executor, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ id: refunds.id, orderId: payments.orderId, amount: refunds.amountCentavos })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(and(inArray(payments.orderId, orderIds), eq(refunds.status, 'succeeded')))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

type OrderFacts = Omit<StatementOrder, 'refunded'> & { orderId: string; chefId: string };

async function withRefunds<T extends OrderFacts>(
  db: Executor,
  rows: T[],
): Promise<(T & EarnedOrder)[]> {
  const found = await succeededRefunds(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((row) => {
    const mine = found.filter((f) => f.orderId === row.orderId);
    return {
      ...row,
      charged: Number(row.charged),
      fees: Number(row.fees),
      refunded: mine.reduce((sum, f) => sum + f.amount, 0),
      refundIds: mine.map((f) => f.id),
    };
  });
}

/**
 * Paid orders finished before `to` (or ever) and not yet in a payout, so a week the job missed is
 * paid by the next run (decision 022); one chef's when `chefId` is given.
 */
export async function earnedOrders(
  db: Executor,
  range: { to: Date | null },
  chefId?: string,
): Promise<EarnedOrder[]> {
  const rows = await db
    .select(orderFacts)
    .from(orders)
    .where(
      and(
        chefId ? eq(orders.chefId, chefId) : undefined,
        eq(orders.payed, true),
        inArray(orders.status, ['finished', 'completed']),
        isNotNull(orders.finishedAt),
        range.to ? lt(orders.finishedAt, range.to) : undefined,
        notExists(
          db
            .select({ one: sql`1` })
            .from(payoutLines)
            .where(and(eq(payoutLines.orderId, orders.id), eq(payoutLines.kind, 'order'))),
        ),
      ),
    )
    .orderBy(asc(orders.finishedAt), asc(orders.id));
  return withRefunds(db, rows);
}

export type OutstandingRefund = EarnedOrder & { refundId: string; deducted: number };

/**
 * Succeeded refunds of orders already paid out and not yet deducted (decision 022): each goes on
 * the chef's next statement. `deducted`: what that order's lines took back so far.
 */
export async function outstandingRefunds(
  db: Executor,
  chefId?: string,
): Promise<OutstandingRefund[]> {
  const paidOut = alias(payoutLines, 'paid_out');
  const rows = await db
    .select({ refundId: refunds.id, ...orderFacts })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .innerJoin(paidOut, and(eq(paidOut.orderId, orders.id), eq(paidOut.kind, 'order')))
    .leftJoin(payoutLines, eq(payoutLines.refundId, refunds.id))
    .where(
      and(
        eq(refunds.status, 'succeeded'),
        isNull(payoutLines.id),
        chefId ? eq(orders.chefId, chefId) : undefined,
      ),
    )
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
  const orderIds = [...new Set(rows.map((r) => r.orderId))];
  const earned = await withRefunds(db, rows);
  const deducted =
    orderIds.length === 0
      ? []
      : await db
          .select({
            orderId: payoutLines.orderId,
            sum: sql<number>`sum(${payoutLines.refund})::int`,
          })
          .from(payoutLines)
          .where(inArray(payoutLines.orderId, orderIds))
          .groupBy(payoutLines.orderId);
  return earned.map((row) => ({
    ...row,
    deducted: Number(deducted.find((d) => d.orderId === row.orderId)?.sum ?? 0),
  }));
}

// --- payouts ---

export type NewPayout = {
  chefId: string;
  weekStart: string;
  status: 'held' | 'pending';
  lines: (StatementLine & { orderId: string; refundId: string | null })[];
  totals: { food: number; commission: number; refund: number; net: number };
};

/**
 * Records the chef's payout for the week with its lines, in the caller's transaction. The
 * (chef, week) unique index makes a second run, on this process or another, record nothing.
 */
export async function insertPayoutWithLines(db: Executor, payout: NewPayout): Promise<boolean> {
  const { totals } = payout;
  const [row] = await db
    .insert(payouts)
    .values({
      id: newId(),
      chefId: payout.chefId,
      weekStart: payout.weekStart,
      status: payout.status,
      // the pesos columns of issue 6, kept filled for the reads that use them
      gross: Math.round(totals.food / 100),
      commission: Math.round(totals.commission / 100),
      net: Math.round(totals.net / 100),
      foodCentavos: totals.food,
      commissionCentavos: totals.commission,
      refundCentavos: totals.refund,
      netCentavos: totals.net,
    })
    .onConflictDoNothing()
    .returning({ id: payouts.id });
  if (!row) return false;
  if (payout.lines.length > 0) {
    await db.insert(payoutLines).values(
      payout.lines.map((line) => ({
        id: newId(),
        payoutId: row.id,
        kind: line.kind,
        orderId: line.orderId,
        refundId: line.refundId,
        food: line.food,
        fees: line.fees,
        commission: line.commission,
        refund: line.refund,
        net: line.net,
      })),
    );
  }
  return true;
}

export async function chefPayouts(db: Executor, chefId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.chefId, chefId))
    .orderBy(desc(payouts.weekStart));
}

export async function findPayout(db: Executor, id: string): Promise<PayoutRow | null> {
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  return row ?? null;
}

/** A payout's lines with the order facts a statement names (number, day). */
export async function payoutLinesOf(db: Executor, payoutId: string) {
  return db
    .select({
      kind: payoutLines.kind,
      number: orders.number,
      date: sql<string>`${orders.createdFor}::text`,
      food: payoutLines.food,
      fees: payoutLines.fees,
      commission: payoutLines.commission,
      refund: payoutLines.refund,
      net: payoutLines.net,
    })
    .from(payoutLines)
    .innerJoin(orders, eq(orders.id, payoutLines.orderId))
    .where(eq(payoutLines.payoutId, payoutId))
    .orderBy(asc(payoutLines.kind), asc(orders.createdFor), asc(orders.number));
}

/** Staff: payouts not yet sent, with the chef and their details (null while held). */
export async function unsentPayouts(db: Executor) {
  return db
    .select({
      payout: payouts,
      chef: { id: users.id, name: users.name, email: users.email },
      details: payoutDetails,
    })
    .from(payouts)
    .innerJoin(users, eq(users.id, payouts.chefId))
    .leftJoin(payoutDetails, eq(payoutDetails.chefId, payouts.chefId))
    .where(inArray(payouts.status, ['held', 'pending']))
    .orderBy(asc(payouts.weekStart), asc(users.name));
}

/** Marks a due payout sent, once: false when it was not pending (held, or already sent). */
export async function markSent(
  db: Executor,
  id: string,
  sent: { reference: string; at: Date; by: string },
): Promise<PayoutRow | null> {
  const [row] = await db
    .update(payouts)
    .set({ status: 'sent', transferReference: sent.reference, sentAt: sent.at, sentBy: sent.by })
    .where(and(eq(payouts.id, id), eq(payouts.status, 'pending')))
    .returning();
  return row ?? null;
}

export async function findChef(db: Executor, chefId: string) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      role: users.role,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, chefId));
  return row ?? null;
}

/**
 * The food given back by refunds that succeeded since `from` on the chef's delivered orders, in
 * centavos: what the monthly revenue subtracts (issue 19). The fees refunded were never revenue.
 */
export async function refundedFood(db: Executor, chefId: string, from: Date): Promise<number> {
  const rows = await db
    .select({
      refunded: refunds.amountCentavos,
      food: orders.foodTotal,
      charged: orderFacts.charged,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(orders.chefId, chefId),
        eq(orders.payed, true),
        inArray(orders.status, ['finished', 'completed']),
        eq(refunds.status, 'succeeded'),
        gte(refunds.updatedAt, from),
      ),
    );
  return rows.reduce(
    (sum, r) =>
      sum +
      refundShare({ net: centavos(r.food), refunded: r.refunded, charged: Number(r.charged) }),
    0,
  );
}
