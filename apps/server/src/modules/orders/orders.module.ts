import type { AppContext } from '../../app-context.js';
import { orderRefunds, type PaymentsService } from '../payments/payments.module.js';
import type { createPushService } from '../push/push.service.js';
import { enqueueOrderNotice } from '../seller-orders/notices.js';
import { registerOrdersRoutes } from './orders.routes.js';
import { createOrdersService } from './orders.service.js';

/** The buyer's cart, checkout and orders; answers the orders' service (its clean-up job). */
export function registerOrdersModule(
  ctx: AppContext,
  deps: { payments: PaymentsService; push: ReturnType<typeof createPushService> },
) {
  const { app, notifications, notices } = ctx;
  const orders = createOrdersService({
    db: ctx.db,
    clock: ctx.clock,
    courier: ctx.providers.courier,
    placedNotice: {
      // the chef hears of a new order by e-mail, SMS and a push to each of their browsers
      enqueue: async (tx, order, parties) => {
        await deps.push.enqueueNewOrder(tx, order);
        return enqueueOrderNotice(tx, notices, order, { kind: 'placed' }, parties);
      },
      dispatch: notifications.dispatch,
    },
    cancelledNotice: {
      enqueue: (tx, order) => enqueueOrderNotice(tx, notices, order, { kind: 'cancelled' }),
      dispatch: notifications.dispatch,
    },
    refunds: orderRefunds(deps.payments),
  });
  registerOrdersRoutes(app, { orders, limits: ctx.config.rateLimits });
  return orders;
}
