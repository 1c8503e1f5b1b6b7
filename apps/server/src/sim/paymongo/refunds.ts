import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireSecretKey } from './auth.js';
import { fieldError, notFound, refuse, validationErrors } from './errors.js';
import { metadataSchema } from './methods.js';
import type { RefundOutcomes } from './refund-outcomes.js';
import { paymentResource, refundResource } from './resources.js';
import { paymongoId, unixSeconds, type PaymongoSimStore, type SimRefund } from './store.js';

/** PayMongo refunds at least PHP 1.00. */
export const MIN_REFUND = 100;

const refundBody = z.object({
  data: z.object({
    attributes: z.object({
      amount: z.number().int(),
      payment_id: z.string().min(1),
      reason: z.enum(['duplicate', 'fraudulent', 'requested_by_customer', 'others']),
      notes: z.string().max(255).optional(),
      metadata: metadataSchema.optional(),
    }),
  }),
});

/**
 * `POST /v1/refunds`, `GET /v1/refunds/:id` and `GET /v1/payments/:id`, secret key only. A refund
 * is created pending and holds its amount on the payment (refunded or partially_refunded); it
 * reaches succeeded or failed later (refund-outcomes.ts), which the reads below show.
 */
export function registerRefundRoutes(
  api: FastifyInstance,
  deps: {
    store: PaymongoSimStore;
    outcomes: RefundOutcomes;
    now: () => number;
    clock: () => number;
  },
): void {
  const { store, outcomes, now, clock } = deps;

  api.post('/v1/refunds', { preHandler: requireSecretKey }, async (request, reply) => {
    const parsed = refundBody.safeParse(request.body);
    if (!parsed.success) return refuse(reply, 400, ...validationErrors(parsed.error));
    const { amount, payment_id: paymentId, reason, notes, metadata } = parsed.data.data.attributes;
    const payment = store.payments.get(paymentId);
    if (!payment) {
      return refuse(reply, 404, {
        ...notFound('payment', paymentId),
        source: { pointer: 'payment_id', attribute: 'payment_id' },
      });
    }
    if (payment.status === 'failed') {
      return refuse(reply, 400, {
        code: 'resource_failed_state',
        detail: 'The payment failed; only a paid payment can be refunded.',
      });
    }
    const left = payment.amount - payment.refundedAmount;
    if (left <= 0) {
      return refuse(reply, 400, {
        code: 'resource_failed_state',
        detail: 'The payment has already been fully refunded.',
      });
    }
    if (amount < MIN_REFUND) {
      return refuse(
        reply,
        400,
        fieldError(
          'parameter_below_minimum',
          'amount',
          `The minimum value for the amount is ${MIN_REFUND}.`,
        ),
      );
    }
    if (amount > left) {
      return refuse(
        reply,
        400,
        fieldError(
          'parameter_above_maximum',
          'amount',
          `The amount cannot be greater than the amount left to refund (${left}).`,
        ),
      );
    }
    const at = unixSeconds(now());
    const refund: SimRefund = {
      id: paymongoId('ref'),
      paymentId,
      amount,
      reason,
      notes: notes ?? null,
      metadata: metadata ?? null,
      status: 'pending',
      ...outcomes.open(clock()),
      createdAt: at,
      updatedAt: at,
    };
    store.refunds.set(refund.id, refund);
    payment.refundIds.push(refund.id);
    payment.refundedAmount += amount;
    payment.status = payment.refundedAmount >= payment.amount ? 'refunded' : 'partially_refunded';
    payment.updatedAt = at;
    return { data: refundResource(refund) };
  });

  api.get<{ Params: { id: string } }>(
    '/v1/refunds/:id',
    { preHandler: requireSecretKey },
    async (request, reply) => {
      outcomes.settleDue();
      const refund = store.refunds.get(request.params.id);
      if (!refund) return refuse(reply, 404, notFound('refund', request.params.id));
      return { data: refundResource(refund) };
    },
  );

  api.get<{ Params: { id: string } }>(
    '/v1/payments/:id',
    { preHandler: requireSecretKey },
    async (request, reply) => {
      outcomes.settleDue();
      const payment = store.payments.get(request.params.id);
      if (!payment) return refuse(reply, 404, notFound('payment', request.params.id));
      return { data: paymentResource(store, payment) };
    },
  );
}
