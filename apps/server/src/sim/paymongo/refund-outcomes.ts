import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { paymentResource, refundResource } from './resources.js';
import type { Settlement } from './settle.js';
import { unixSeconds, type PaymongoSimStore, type SimRefund } from './store.js';

/** A refund stays pending this long on the app's clock before it reaches its outcome. */
export const REFUND_SETTLE_MS = 10_000;
/** How often the simulator looks for refunds that are due (real time). */
const SWEEP_MS = 1000;

export type RefundOutcome = 'succeeded' | 'failed';
/** What the next refunds become: an outcome after REFUND_SETTLE_MS, or 'hold' (pending until settled). */
export type RefundMode = RefundOutcome | 'hold';

/**
 * PayMongo's refund lifecycle in test mode: a refund is created `pending` and reaches `succeeded`
 * or `failed` later, with payment.refund.updated sent (signed and retried as every event) on the
 * change; a failed refund gives the amount back to the payment. The outcome of new refunds is a
 * switch (`POST /refunds/mode {mode}`); `POST /refunds/settle {outcome, refundId?, orderId?}` ends
 * pending refunds at once. Due refunds settle on the app's clock, when read or on a one-second sweep.
 */
export function createRefundOutcomes(deps: {
  store: PaymongoSimStore;
  settlement: Settlement;
  clock: () => number;
}) {
  const { store, settlement, clock } = deps;
  let mode: RefundMode = 'succeeded';

  function open(now: number) {
    return {
      outcome: mode === 'hold' ? null : mode,
      dueAtMs: now + REFUND_SETTLE_MS,
    };
  }

  function finish(refund: SimRefund, outcome: RefundOutcome): void {
    if (refund.status === 'succeeded' || refund.status === 'failed') return;
    const at = unixSeconds(clock());
    refund.status = outcome;
    refund.updatedAt = at;
    const payment = store.payments.get(refund.paymentId);
    if (payment && outcome === 'failed') {
      payment.refundedAmount -= refund.amount;
      payment.status = payment.refundedAmount > 0 ? 'partially_refunded' : 'paid';
      payment.updatedAt = at;
    }
    settlement.emit('payment.refund.updated', refundResource(refund));
    if (payment && outcome === 'succeeded') {
      settlement.emit('payment.refunded', paymentResource(store, payment));
    }
  }

  /** Settles every pending refund whose time has come. */
  function settleDue(): void {
    const now = clock();
    for (const refund of store.refunds.values()) {
      if (refund.status !== 'pending' && refund.status !== 'processing') continue;
      if (refund.outcome && refund.dueAtMs <= now) finish(refund, refund.outcome);
    }
  }

  const modeBody = z.object({ mode: z.enum(['succeeded', 'failed', 'hold']) });
  const settleBody = z.object({
    outcome: z.enum(['succeeded', 'failed']),
    refundId: z.string().min(1).optional(),
    /** the refunds of one order (metadata.order_id), for a browser test that knows only the order */
    orderId: z.string().min(1).optional(),
  });

  /** The simulator's switches (no key, like /webhooks/withhold). */
  function registerControls(sim: FastifyInstance): void {
    let sweep: NodeJS.Timeout | null = setInterval(settleDue, SWEEP_MS);
    sweep.unref();
    sim.addHook('onClose', async () => {
      if (sweep) clearInterval(sweep);
      sweep = null;
    });
    sim.get('/refunds/mode', async () => ({ mode }));
    sim.post('/refunds/mode', async (request, reply) => {
      const body = modeBody.safeParse(request.body);
      if (!body.success)
        return reply.status(400).send({ error: 'mode: succeeded, failed or hold' });
      mode = body.data.mode;
      return { mode };
    });
    sim.post('/refunds/settle', async (request, reply) => {
      const body = settleBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ error: 'outcome: succeeded or failed' });
      const { outcome, refundId, orderId } = body.data;
      const pending = store.refunds
        .values()
        .filter((r) => (refundId ? r.id === refundId : true))
        .filter((r) => (orderId ? r.metadata?.order_id === orderId : true))
        .filter((r) => r.status === 'pending' || r.status === 'processing');
      for (const refund of pending) finish(refund, outcome);
      return { settled: pending.map((r) => r.id) };
    });
  }

  return { open, settleDue, registerControls };
}

export type RefundOutcomes = ReturnType<typeof createRefundOutcomes>;
