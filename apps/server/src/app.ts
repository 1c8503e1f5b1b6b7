import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { scheduleJobs } from './jobs/schedules.js';
import { registerAdminModule } from './modules/admin/admin.module.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.js';
import { registerAuthModule } from './modules/auth/auth.module.js';
import { registerDeliveryModule } from './modules/delivery/delivery.module.js';
import { registerDishesModule } from './modules/dishes/dishes.module.js';
import { registerFavouritesModule } from './modules/favourites/favourites.module.js';
import { registerGeoRoutes } from './modules/geo/geo.routes.js';
import { registerLiveModule } from './modules/live/live.module.js';
import { createNotificationsModule } from './modules/notifications/notifications.module.js';
import { registerOrdersModule } from './modules/orders/orders.module.js';
import { registerPaymentsModule } from './modules/payments/payments.module.js';
import { registerPushModule } from './modules/push/push.module.js';
import { registerRatingsRoutes } from './modules/ratings/ratings.routes.js';
import { createRatingsService } from './modules/ratings/ratings.service.js';
import { registerSellerOrdersModule } from './modules/seller-orders/seller-orders.module.js';
import { registerSellersModule } from './modules/sellers/sellers.module.js';
import { registerUsersModule } from './modules/users/users.module.js';
import { registerPlugins } from './plugins/plugins.js';
import { createServer } from './plugins/server.js';
import { registerStaticFiles } from './plugins/static-files.js';
import type { Mailer } from './providers/mail/mailer.js';
import { createProviders } from './providers/providers.js';
import { inProductSimulators, registerSimulators } from './sim/index.js';

export type { RouteEntry } from './plugins/server.js';

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Replace the mail provider (a test's mailer that fails or records). */
  mailer?: Mailer;
  /** the built web app to serve (default: apps/web/dist) */
  webDistDir?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** waits until this process has heard every menu change committed before the call */
    menuChangesHeard: () => Promise<void>;
  }
}

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

/**
 * The app's outline (ARCHITECTURE §4): config -> database -> providers -> plugins -> modules ->
 * jobs, then what only a web process serves. Each module wires its services and routes in the
 * `<module>.module.ts` beside them.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());
  const app = createServer(config);
  const providers = createProviders(config, db, { mailer: options.mailer });
  const jobs = await registerPlugins(app, { config, database, clock });
  const { notifications, notices } = createNotificationsModule({
    config,
    db,
    jobs,
    clock,
    log: app.log,
    providers,
  });
  const ctx: AppContext = {
    app,
    config,
    database,
    db,
    clock,
    jobs,
    providers,
    notifications,
    notices,
  };

  // modules: each registers its routes and answers what the others and the jobs need
  const { view, verification } = registerAuthModule(ctx);
  const menuDayNotices = registerFavouritesModule(ctx);
  const { applications } = registerUsersModule(ctx, { view, verification, menuDayNotices });
  const dishes = await registerDishesModule(ctx, { view });
  registerRatingsRoutes(app, { ratings: createRatingsService({ db, clock }) });
  registerAnalyticsRoutes(app, { db, clock });
  registerGeoRoutes(app, { geocoder: providers.geocoder });
  const menus = await registerSellersModule(ctx);
  const payments = await registerPaymentsModule(ctx);
  const push = registerPushModule(ctx);
  const orders = registerOrdersModule(ctx, { payments, push });
  const { sellerOrders, pickupCompletion } = registerSellerOrdersModule(ctx, { payments });
  registerAdminModule(ctx, { applications, payments });
  const deliveryCatchUp = await registerDeliveryModule(ctx);

  await scheduleJobs(jobs, {
    notifications,
    push,
    dishes,
    payments,
    orders,
    sellerOrders,
    pickupCompletion,
    deliveryCatchUp,
  });

  // a worker answers only the operator's routes (plugins.ts); the rest is a web process's
  if (config.role === 'worker') return app;
  await registerLiveModule(ctx);
  if (config.simulators) {
    const mailFaults = providers.mailFaults;
    await registerSimulators(app, inProductSimulators(config, { db, mailFaults, clock }));
  }
  await registerStaticFiles(app, {
    config,
    db,
    menus,
    view,
    clock,
    webDistDir: options.webDistDir ?? webDistDir,
  });
  return app;
}
