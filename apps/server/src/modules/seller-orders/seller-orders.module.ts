import type { AppContext } from '../../app-context.js';
import { orderRefunds, type PaymentsService } from '../payments/payments.module.js';
import { registerPayoutsRoutes } from '../payouts/payouts.routes.js';
import { createPayoutsService } from '../payouts/payouts.service.js';
import { createPickupCompletion } from '../rewards/pickup-completion.js';
import { enqueueOrderNotice } from './notices.js';
import { registerSellerOrdersRoutes } from './seller-orders.routes.js';
import { createSellerOrdersService } from './seller-orders.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the pickup-completion job's function, which tests call directly */
    pickupCompletion: { completePickups: () => Promise<number> };
  }
}

/**
 * The chef's side of an order (confirm, reject, finish), the pickups completed on their own and
 * the chef's payouts; answers the services whose jobs app.ts schedules.
 */
export function registerSellerOrdersModule(ctx: AppContext, deps: { payments: PaymentsService }) {
  const { app, config, db, clock, notifications, notices } = ctx;
  const sellerOrders = createSellerOrdersService({
    db,
    clock,
    courier: ctx.providers.courier,
    notifications,
    refunds: orderRefunds(deps.payments),
    publicUrl: config.publicUrl,
    sms: ctx.providers.smsEnabled,
    log: app.log,
  });
  const pickupCompletion = createPickupCompletion({
    db,
    clock,
    rewardsRate: config.rewardsRate,
    notices: {
      enqueue: (tx, order) => enqueueOrderNotice(tx, notices, order, { kind: 'completed' }),
      dispatch: notifications.dispatch,
    },
  });
  app.decorate('pickupCompletion', pickupCompletion);
  registerSellerOrdersRoutes(app, { sellerOrders });
  registerPayoutsRoutes(app, {
    payouts: createPayoutsService({ db, clock, notifications, publicUrl: config.publicUrl }),
  });
  return { sellerOrders, pickupCompletion };
}
