import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, parseOrderNumber } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { orders, payments, refunds, users } from '../../db/schema/index.js';
import { AppError, textIn } from '../../lib/errors.js';
import { requireRole } from '../../plugins/auth.js';
import type { RefundReason } from '../payments/settlement.js';

// Staff refunds of a delivered order (a complaint after the fact): the open orders' refunds go
// through the buyer's cancel and the chef's reject. The refund gives back the points the payment
// used and takes back the points the order earned (decision 012).

const idParams = z.object({ id: z.uuid() });
/** staff look an order up by its id or by the number the buyer reads out (decision 017) */
const lookupParams = z.object({ id: z.string().max(100) });
const REFUNDABLE = ['finished', 'completed'];

export type OrderRefunds = {
  refundOrder: (orderId: string, reason: RefundReason) => Promise<string | null>;
};

const isUuid = (text: string) => z.uuid().safeParse(text).success;

/** The order's id from what staff typed: its uuid, or its number ('#K7MQ-3PXD'). */
async function findOrderId(db: Executor, typed: string): Promise<string | null> {
  if (isUuid(typed)) return typed;
  const number = parseOrderNumber(typed);
  if (!number) return null;
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.number, number))
    .limit(1);
  return row?.id ?? null;
}

async function staffOrderView(db: Executor, id: string) {
  const buyer = alias(users, 'buyer');
  const chef = alias(users, 'chef');
  const [row] = await db
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      payed: orders.payed,
      total: orders.total,
      foodTotal: orders.foodTotal,
      createdFor: orders.createdFor,
      buyerEmail: buyer.email,
      chefName: chef.name,
    })
    .from(orders)
    .innerJoin(buyer, eq(buyer.id, orders.buyerId))
    .innerJoin(chef, eq(chef.id, orders.chefId))
    .where(eq(orders.id, id));
  if (!row) return null;
  const [refund] = await db
    .select({ status: refunds.status, amountCentavos: refunds.amountCentavos })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .where(eq(payments.orderId, id))
    .orderBy(desc(refunds.createdAt))
    .limit(1);
  const [paid] = await db
    .select({ amountCentavos: payments.amountCentavos })
    .from(payments)
    .where(and(eq(payments.orderId, id), eq(payments.status, 'succeeded')))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return {
    ...row,
    // what the buyer paid, service fee included (the refund gives all of it back)
    paidAmount: paid ? paid.amountCentavos / 100 : null,
    refundable: REFUNDABLE.includes(row.status) && row.payed && !refund,
    refund: refund ? { status: refund.status, amount: refund.amountCentavos / 100 } : null,
  };
}

export function registerOrderRefundRoutes(
  fastify: FastifyInstance,
  deps: { db: Db; payments: OrderRefunds },
): void {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const staffOnly = requireRole('admin');

  app.get('/api/v1/admin/orders/:id', {
    schema: {
      summary: 'Look up an order by id or order number (staff)',
      tags: ['admin'],
      params: lookupParams,
    },
    onRequest: staffOnly,
    handler: async (request) => {
      const id = await findOrderId(deps.db, request.params.id.trim());
      const order = id ? await staffOrderView(deps.db, id) : null;
      if (!order) throw new AppError('NOT_FOUND', messages.notFound);
      return { status: 'success' as const, data: { order } };
    },
  });

  app.post('/api/v1/admin/orders/:id/refund', {
    schema: { summary: 'Refund an order (staff)', tags: ['admin'], params: idParams },
    onRequest: staffOnly,
    handler: async (request) => {
      const order = await staffOrderView(deps.db, request.params.id);
      if (!order) throw new AppError('NOT_FOUND', messages.notFound);
      if (!REFUNDABLE.includes(order.status)) {
        throw new AppError('WRONG_STATE', textIn('sellerRules', 'refundNotDelivered'));
      }
      const refundId = await deps.payments.refundOrder(order.id, 'staff_refund');
      if (!refundId) throw new AppError('WRONG_STATE', textIn('sellerRules', 'refundNothing'));
      return {
        status: 'success' as const,
        data: { order: await staffOrderView(deps.db, order.id) },
      };
    },
  });
}
