import { messages } from '@lutong/shared';
import type { UserRow } from '../auth/sessions.repo.js';
import { findLines } from '../orders/orders.repo.js';
import { fail } from '../orders/orders.reads.js';
import { releaseLines } from '../orders/orders.stock.js';
import { assertFinishable, requireChefOrder, type SellerContext } from './context.js';
import { enqueueOrderNotice } from './notices.js';
import { updateOrder } from './seller-orders.repo.js';
import { countOrders } from '../../lib/metrics.js';
import { publishOrderEvent } from '../live/publish.js';

// ARCHITECTURE §5 and product §6: the chef confirms or rejects a placed order once, and finishes a
// pickup order. Each is one transaction on the locked order row: a repeat of the same step answers
// the order unchanged (no second message, refund or release); any other state is a 409.

export function createLifecycle(ctx: SellerContext) {
  const { clock, refunds, notice } = ctx;

  /** PATCH /orders/confirm: the buyer is told, with the payment link while unpaid. */
  async function confirm(chef: UserRow, orderId: string) {
    return ctx.inTx(async (tx, outbox) => {
      const order = await requireChefOrder(tx, orderId, chef.id, { lock: true });
      if (order.confirmed === true) return order;
      if (order.status !== 'placed' || order.confirmed !== null) {
        throw fail('WRONG_STATE', messages.orderAlreadyAnswered);
      }
      const confirmed = await updateOrder(tx, order.id, { confirmed: true, confirmedAt: clock() });
      outbox.push(...(await enqueueOrderNotice(tx, notice, confirmed, { kind: 'confirmed' })));
      await publishOrderEvent(tx, confirmed, 'orderConfirmed');
      return confirmed;
    });
  }

  /**
   * PATCH /orders/reject: remarks required (product §7); the stock goes back, a paid order's
   * refund is requested in the same transaction and sent after it, the buyer gets the remarks.
   */
  async function reject(chef: UserRow, orderId: string, remarksInput: string) {
    const remarks = remarksInput.trim();
    if (!remarks) throw fail('VALIDATION', messages.rejectRemarksRequired);
    const now = clock();
    const { order, refundId } = await ctx.inTx(async (tx, outbox) => {
      const current = await requireChefOrder(tx, orderId, chef.id, { lock: true });
      if (current.status === 'rejected') return { order: current, refundId: null };
      if (current.status !== 'placed' || current.confirmed !== null) {
        throw fail('WRONG_STATE', messages.orderAlreadyAnswered);
      }
      const rejected = await updateOrder(tx, current.id, {
        status: 'rejected',
        confirmed: false,
        remarks,
        cancelledAt: now,
      });
      await releaseLines(tx, rejected, await findLines(tx, [rejected.id]), now);
      const refund =
        rejected.payed && refunds
          ? await refunds.request(tx, rejected, 'chef_rejected', now)
          : null;
      outbox.push(
        ...(await enqueueOrderNotice(tx, notice, rejected, {
          kind: 'rejected',
          remarks,
          refunded: rejected.payed,
        })),
      );
      await publishOrderEvent(tx, rejected, 'orderRejected');
      return { order: rejected, refundId: refund };
    });
    if (refundId && refunds) await refunds.issue(refundId);
    return order;
  }

  /** A pickup order is finished at once and the buyer told it is ready (product §6). */
  async function finishPickup(chef: UserRow, orderId: string) {
    let moved = false;
    const result = await ctx.inTx(async (tx, outbox) => {
      const order = await requireChefOrder(tx, orderId, chef.id, { lock: true });
      if (order.finished) return order;
      const now = clock();
      assertFinishable(order, now);
      const finished = await updateOrder(tx, order.id, {
        status: 'finished',
        finished: true,
        finishedAt: now,
      });
      outbox.push(...(await enqueueOrderNotice(tx, notice, finished, { kind: 'readyForPickup' })));
      await publishOrderEvent(tx, finished, 'orderFinished');
      moved = true;
      return finished;
    });
    if (moved) countOrders('finished');
    return result;
  }

  return { confirm, reject, finishPickup };
}
