import type { AppContext } from '../../app-context.js';
import { registerPaymentsRoutes } from './payments.routes.js';
import { createPaymentsService } from './payments.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** the payments reconciliation job's work (decision 023), for tests to run it at a time */
    paymentsReconciliation: { reconcile: () => Promise<{ refundsMoved: number }> };
  }
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Paying for orders and refunding them through PayMongo, with its webhook (decision 023). */
export async function registerPaymentsModule(ctx: AppContext): Promise<PaymentsService> {
  const { app, config } = ctx;
  const payments = createPaymentsService({
    db: ctx.db,
    clock: ctx.clock,
    provider: ctx.providers.payments,
    notifications: ctx.notifications,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    sms: ctx.providers.smsEnabled,
    webhook: { secret: config.payments.webhookSecret, livemode: config.payments.livemode },
    log: app.log,
  });
  app.decorate('paymentsReconciliation', { reconcile: payments.reconcile });
  await registerPaymentsRoutes(app, { payments });
  return payments;
}

/** What an order's cancellation or rejection asks of the payments (refunds.ts there). */
export const orderRefunds = (payments: PaymentsService) => ({
  request: payments.requestOrderRefund,
  issue: payments.issueRefund,
});
