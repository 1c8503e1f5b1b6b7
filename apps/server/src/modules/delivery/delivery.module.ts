import type { AppContext } from '../../app-context.js';
import { enqueueOrderNotice } from '../seller-orders/notices.js';
import { createDeliveryCatchUp } from './catch-up.js';
import { LALAMOVE_WEBHOOK_PATH, registerDeliveryRoutes } from './delivery.routes.js';
import { createDeliveryService } from './delivery.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the courier catch-up job's work (decision 026), for tests to run it at a time */
    deliveryCatchUp: { catchUp: (now?: Date) => Promise<{ checked: number; moved: number }> };
  }
}

/** Lalamove deliveries: its webhook and the catch-up job (decision 026); answers the catch-up. */
export async function registerDeliveryModule(ctx: AppContext) {
  const { app, config, db, clock, notices } = ctx;
  const { courier } = ctx.providers;
  const delivery = createDeliveryService({
    db,
    clock,
    courier,
    credentials: { apiKey: config.courier.apiKey, apiSecret: config.courier.apiSecret },
    webhookPath: LALAMOVE_WEBHOOK_PATH,
    rewardsRate: config.rewardsRate,
    notices: {
      enqueue: (tx, order, notice) => enqueueOrderNotice(tx, notices, order, notice),
      dispatch: ctx.notifications.dispatch,
    },
    log: app.log,
  });
  await registerDeliveryRoutes(app, { delivery });
  const deliveryCatchUp = createDeliveryCatchUp({ db, clock, courier, delivery, log: app.log });
  app.decorate('deliveryCatchUp', { catchUp: deliveryCatchUp.catchUp });
  return deliveryCatchUp;
}
