import type { AppContext } from '../../app-context.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import type { PaymentsService } from '../payments/payments.module.js';
import { registerAdminRoutes } from './admin.routes.js';
import { registerFailedRefundRoutes } from './failed-refunds.js';
import { registerOrderRefundRoutes } from './order-refunds.js';

/** The staff console: applications, an order's refund, the refunds that failed. */
export function registerAdminModule(
  ctx: AppContext,
  deps: { applications: ApplicationsService; payments: PaymentsService },
): void {
  const { app, db } = ctx;
  registerAdminRoutes(app, { db, applications: deps.applications });
  registerOrderRefundRoutes(app, { db, payments: deps.payments });
  registerFailedRefundRoutes(app, { db, clock: ctx.clock });
}
