import { messages, type Locale } from '@lutong/shared';
import type { UserRow } from '../auth/sessions.repo.js';
import type { Jobs } from '../../jobs/jobs.js';
import { fail } from '../orders/orders.reads.js';
import { sellerContext, requireChefOrder, type SellerOrdersDeps } from './context.js';
import { createDeliveries } from './deliveries.js';
import { createLifecycle } from './lifecycle.js';
import { schedulePayouts } from './payouts.js';
import { findOrderById } from './seller-orders.repo.js';
import {
  chefOrderView,
  chefOrderViews,
  createSellerReads,
  hasAssignedCourier,
  trackingFor,
} from './seller-reads.js';

export type SellerOrdersService = ReturnType<typeof createSellerOrdersService>;

/** The chef's side of the order lifecycle (ARCHITECTURE §5, product §6 and §9, issue 6). */
export function createSellerOrdersService(deps: SellerOrdersDeps) {
  const ctx = sellerContext(deps);
  const { db } = ctx;
  const lifecycle = createLifecycle(ctx);
  const deliveries = createDeliveries(ctx);
  const reads = createSellerReads(ctx);

  return {
    ...reads,
    confirm: async (chef: UserRow, orderId: string) =>
      chefOrderView(db, await lifecycle.confirm(chef, orderId)),
    reject: async (chef: UserRow, orderId: string, remarks: string) =>
      chefOrderView(db, await lifecycle.reject(chef, orderId, remarks)),

    /** PATCH /orders/chefOrders/{id}: pickup notifies, delivery books the courier. */
    async finish(chef: UserRow, orderId: string) {
      const order = await requireChefOrder(db, orderId, chef.id);
      const finished =
        order.deliveryMode === 'pickup'
          ? await lifecycle.finishPickup(chef, orderId)
          : await deliveries.finishDelivery(chef, orderId);
      return chefOrderView(db, finished);
    },

    groupQuote: deliveries.groupQuote,
    group: async (chef: UserRow, firstId: string, secondId: string) =>
      chefOrderViews(db, await deliveries.group(chef, firstId, secondId)),
    recreate: async (chef: UserRow, orderId: string, deliveryId: string | undefined) =>
      chefOrderView(db, await deliveries.recreate(chef, orderId, deliveryId)),

    /** GET /orders/track/{id}: the buyer's own order, worded in `locale` (the request's). */
    track: (buyer: UserRow, orderId: string, locale: Locale = buyer.language ?? 'en') =>
      trackingFor(ctx, { buyer, locale }, orderId, (order) => hasAssignedCourier(db, order)),

    /** GET /orders/deliveryInfo/{id}: the driver, for the order's buyer or its chef; else null. */
    async deliveryInfo(user: UserRow, orderId: string) {
      const order = await findOrderById(db, orderId);
      if (!order || (order.buyerId !== user.id && order.chefId !== user.id)) {
        throw fail('NOT_FOUND', messages.notFound);
      }
      return deliveries.courierInfo(order);
    },

    schedulePayouts: (jobs: Jobs) => schedulePayouts(jobs, { db, clock: ctx.clock }),
  };
}
