import type { FastifyBaseLogger } from 'fastify';
import { dayLabel, finishProblem, messages } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { text } from '../../lib/errors.js';
import type { Courier } from '../../providers/courier/courier.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { fail, type OrderRefunds } from '../orders/orders.reads.js';
import type { Enqueue, EnqueueAll, NoticeDeps } from './notices.js';
import { findChefOrder } from './seller-orders.repo.js';

// What the chef's order calls share: dependencies, the chef's ownership check, and a transaction
// that sends the messages it queued after it committed.

export type SellerOrdersDeps = {
  db: Db;
  clock: () => Date;
  courier: Courier;
  notifications: {
    enqueue: Enqueue;
    enqueueAll?: EnqueueAll;
    dispatch: (ids: string[]) => Promise<void>;
  };
  refunds?: OrderRefunds;
  publicUrl: string;
  /** whether SMS can be sent (a gateway, or the outbox simulator) */
  sms?: boolean;
  log?: FastifyBaseLogger;
};

export type SellerContext = SellerOrdersDeps & {
  notice: NoticeDeps;
  /** Runs `work` in one transaction; the outbox ids it collects are dispatched after commit. */
  inTx: <T>(work: (tx: Executor, outbox: string[]) => Promise<T>) => Promise<T>;
};

export function sellerContext(deps: SellerOrdersDeps): SellerContext {
  return {
    ...deps,
    notice: {
      enqueue: deps.notifications.enqueue,
      ...(deps.notifications.enqueueAll ? { enqueueAll: deps.notifications.enqueueAll } : {}),
      publicUrl: deps.publicUrl,
      sms: deps.sms ?? false,
    },
    async inTx(work) {
      const outbox: string[] = [];
      const result = await deps.db.transaction((tx) => work(tx, outbox));
      if (outbox.length) await deps.notifications.dispatch(outbox);
      return result;
    },
  };
}

/** ARCHITECTURE §4: another chef's order (or an order still in someone's cart) is a 404. */
export async function requireChefOrder(
  db: Executor,
  orderId: string,
  chefId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow> {
  const order = await findChefOrder(db, orderId, chefId, options);
  if (!order || order.status === 'cart' || order.status === 'deleted') {
    throw fail('NOT_FOUND', messages.notFound);
  }
  return order;
}

/**
 * ARCHITECTURE §5: finishing needs the chef's confirmation and the buyer's payment; decision 018: a
 * pickup order is finished on its own day (its buyer is told to come at once).
 */
export function assertFinishable(order: OrderRow, now: Date): void {
  if (order.status !== 'placed') throw fail('WRONG_STATE', messages.orderNotPending);
  if (order.confirmed !== true) throw fail('WRONG_STATE', messages.finishNeedsConfirmation);
  if (!order.payed) throw fail('WRONG_STATE', messages.finishNeedsPayment);
  if (finishProblem(now, order)) {
    throw fail('WRONG_STATE', text('pickupBeforeDay', { day: dayLabel(order.createdFor) }));
  }
}
