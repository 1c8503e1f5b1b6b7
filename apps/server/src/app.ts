import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cookie from '@fastify/cookie';
import pino from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { inlineJobs, startJobs, type Jobs } from './jobs/jobs.js';
import { newId } from './lib/ids.js';
import { createErrorReporter, type ErrorReporter } from './lib/error-reporting.js';
import { createAuthService } from './modules/auth/auth.service.js';
import { LOGOUT_PATH, registerAuthRoutes } from './modules/auth/auth.routes.js';
import { createEmailVerification } from './modules/auth/email-verification.js';
import { createNotifications } from './modules/notifications/notifications.service.js';
import { registerLanguageRoutes } from './modules/users/language.routes.js';
import { registerUsersRoutes } from './modules/users/users.routes.js';
import { createMenuDayNotices } from './modules/favourites/menu-day-notices.js';
import { registerFavouritesRoutes } from './modules/favourites/favourites.routes.js';
import { createUsersView } from './modules/users/users.view.js';
import { registerAuth } from './plugins/auth.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerInputGuard } from './plugins/input-guard.js';
import { requestLogFields } from './lib/log-fields.js';
import { registerOpenApi } from './plugins/openapi.js';
import { registerRateLimits } from './plugins/rate-limits.js';
import { fastifyTrustProxy } from './trust-proxy.js';
import { registerSameOriginGuard } from './plugins/same-origin.js';
import { cspDirectives, registerSecurityHeaders } from './plugins/security-headers.js';
import { registerStaticFiles } from './plugins/static-files.js';
import { createGoogleVerifier } from './providers/identity/google-verifier.js';
import {
  createSimulatedMailer,
  createSmtpMailer,
  withSendTimeout,
  type Mailer,
} from './providers/mail/mailer.js';
import { registerConfigRoutes } from './modules/users/config.routes.js';
import { registerGeoRoutes } from './modules/geo/geo.routes.js';
import { createGoogleMapsGeocoder } from './providers/geocoding/google-maps.js';
import { inProductSimulators, registerSimulators } from './sim/index.js';
import { createFaultState } from './sim/fault-switch.js';
import { registerSellersRoutes } from './modules/sellers/sellers.routes.js';
import { registerOrdersRoutes } from './modules/orders/orders.routes.js';
import { createOrdersService } from './modules/orders/orders.service.js';
import { createLalamoveCourier } from './providers/courier/lalamove.js';
import { createSellerOrdersService } from './modules/seller-orders/seller-orders.service.js';
import { registerSellerOrdersRoutes } from './modules/seller-orders/seller-orders.routes.js';
import { enqueueOrderNotice } from './modules/seller-orders/notices.js';
import { createSemaphoreSms, withSmsGateway } from './providers/sms/sms-gateway.js';
import { createPaymongoPayments } from './providers/payments/paymongo.js';
import { createPaymentsService } from './modules/payments/payments.service.js';
import { registerPaymentsRoutes, WEBHOOK_PATH } from './modules/payments/payments.routes.js';
import { createDeliveryService } from './modules/delivery/delivery.service.js';
import { createDeliveryCatchUp } from './modules/delivery/catch-up.js';
import {
  LALAMOVE_WEBHOOK_PATH,
  registerDeliveryRoutes,
} from './modules/delivery/delivery.routes.js';
import { startMenuCache } from './modules/sellers/menu-cache.js';
import { createApplicationsService } from './modules/applications/applications.service.js';
import { registerAdminRoutes } from './modules/admin/admin.routes.js';
import { createPayoutsService } from './modules/payouts/payouts.service.js';
import { registerPayoutsRoutes } from './modules/payouts/payouts.routes.js';
import { registerImagesRoutes } from './modules/images/images.routes.js';
import { registerDishesRoutes } from './modules/dishes/dishes.routes.js';
import { createDishesService } from './modules/dishes/dishes.service.js';
import {
  createDiskStorage,
  createS3Storage,
  observedStorage,
} from './providers/storage/storage.js';
import { OPERATIONS_PATHS, registerHealthRoutes, registerWorkerOnly } from './plugins/health.js';
import { registerMetrics } from './plugins/metrics.js';
import { registerRatingsRoutes } from './modules/ratings/ratings.routes.js';
import { createPushService } from './modules/push/push.service.js';
import { registerPushRoutes } from './modules/push/push.routes.js';
import { createWebPushSender } from './providers/push/web-push.js';
import { PUSH_SIM_PREFIX } from './sim/push/push.sim.js';
import { createRatingsService } from './modules/ratings/ratings.service.js';
import { registerAnalyticsRoutes } from './modules/analytics/analytics.routes.js';
import { createPickupCompletion } from './modules/rewards/pickup-completion.js';
import { registerOrderRefundRoutes } from './modules/admin/order-refunds.js';
import { registerFailedRefundRoutes } from './modules/admin/failed-refunds.js';
import { startLiveStreams } from './modules/live/streams.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';

export type RouteEntry = { method: string; url: string };

export type AppOptions = {
  config: Config;
  database: Database;
  clock?: () => Date;
  /** Replace a provider (the simulated mailer's fault switch is reached through `app.providers`). */
  mailer?: Mailer;
  /** the built web app to serve (default: apps/web/dist) */
  webDistDir?: string;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
    routeTable: RouteEntry[];
    /** the pickup-completion job's function, which tests call directly */
    pickupCompletion: { completePickups: () => Promise<number> };
    /** the payments reconciliation job's work (decision 023), for tests to run it at a time */
    paymentsReconciliation: { reconcile: () => Promise<{ refundsMoved: number }> };
    /** the courier catch-up job's work (decision 026), for tests to run it at a time */
    deliveryCatchUp: { catchUp: (now?: Date) => Promise<{ checked: number; moved: number }> };
    /** where unhandled errors are reported (decision 031); does nothing without SENTRY_DSN */
    errorReporter: ErrorReporter;
    /** waits until this process has heard every menu change committed before the call */
    menuChangesHeard: () => Promise<void>;
  }
}

export const webDistDir = fileURLToPath(new URL('../../web/dist', import.meta.url));

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const db = database.db;
  const clock = options.clock ?? (() => new Date());

  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.cookie', 'req.headers.authorization'],
            // no reset or verification link's token in a log line (lib/log-fields.ts)
            serializers: { req: requestLogFields },
            // written in the background, many lines to a write under load, rather than one
            // blocking write per line (issue 10); what is left is flushed when the process exits
            stream: pino.destination({ dest: 1, sync: false }),
          },
    genReqId: () => newId(),
    requestIdHeader: false,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A plugin that takes long to start (the web pages' server bundle read from a slow disk on a
    // busy machine; npm run dev: Vite's dev server) is waited for, not a crash at Fastify's 10 s.
    pluginTimeout: config.webDev ? 120_000 : 60_000,
    // one log line per request, written when it is answered (below), instead of two (issue 10)
    logController: new LogController({ disableRequestLogging: true }),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // every route as registered, for the access-control matrix (issue 9) and the route docs
  const routeTable: RouteEntry[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
    }
  });
  app.decorate('routeTable', routeTable);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // probes and scrapes every few seconds would drown the log (decision 031)
    if (OPERATIONS_PATHS.has(request.routeOptions.url ?? '')) return;
    request.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request');
  });

  // Closing stops new connections and ends idle ones; a connection still busy after the grace
  // period (a client that stopped reading, a simulator holding an answer) is cut so a deploy or a
  // test never waits on it.
  app.addHook('preClose', async () => {
    setTimeout(() => app.server.closeAllConnections(), config.shutdownGraceMs).unref();
  });

  const errorReporter = createErrorReporter(config.errorReporting);
  app.decorate('errorReporter', errorReporter);
  app.addHook('onClose', async () => void (await errorReporter.flush()));
  registerErrorHandler(app, errorReporter);
  registerInputGuard(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: cspDirectives(config) },
    // Google's popup sign-in talks back to its opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(cookie);
  // abuse limits counted in the database, shared by every process (decision 032)
  await registerRateLimits(app, { db, clock });
  await registerOpenApi(app, {
    enabled: config.apiDocs,
    cookieName: config.session.cookieName,
    simulators: config.simulators,
  });

  // a web process queues jobs for the workers; a worker or an 'all' process works them
  const jobs = config.jobs
    ? await startJobs(database, app.log, { workers: config.role !== 'web' })
    : inlineJobs(app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => jobs.stop());
  registerHealthRoutes(app, { config, database, jobs });
  registerMetrics(app, { token: config.metricsToken, database, jobs });
  // a worker builds every service (their jobs live in them) but answers only the operator's routes
  if (config.role === 'worker') registerWorkerOnly(app);

  // the outbox simulator's fault switch (POST /_sim/outbox/faults), read by the simulated mailer
  const mailFaults = createFaultState();
  const baseMailer =
    options.mailer ??
    (config.mail.smtpUrl
      ? createSmtpMailer({
          smtpUrl: config.mail.smtpUrl,
          from: config.mail.from,
          timeoutMs: config.mail.timeoutMs,
        })
      : createSimulatedMailer(db, undefined, mailFaults));
  const mailer = withSendTimeout(
    config.mail.sms ? withSmsGateway(baseMailer, createSemaphoreSms(config.mail.sms)) : baseMailer,
    config.mail.timeoutMs,
  );
  // SMS are written only where they can go: a gateway, or the outbox simulator (no SMTP either)
  const smsEnabled = Boolean(config.mail.sms) || !config.mail.smtpUrl;
  const notifications = createNotifications({ db, mailer, jobs, log: app.log, clock });
  await notifications.startWorkers();
  const noticeDeps = {
    enqueue: notifications.enqueue,
    enqueueAll: notifications.enqueueAll,
    publicUrl: config.publicUrl,
    sms: smsEnabled,
  };

  const cookieOptions = {
    name: config.session.cookieName,
    secure: config.session.secureCookie,
    ttlMs: config.session.ttlMs,
  };
  registerAuth(app, { db, cookie: cookieOptions, clock });
  registerSameOriginGuard(app, {
    publicUrl: config.publicUrl,
    // exactly our provider webhooks: signed server-to-server calls, verified by their signatures
    exemptPrefixes: [WEBHOOK_PATH, LALAMOVE_WEBHOOK_PATH, '/api/v1/webhooks/'],
    // the spec's GET /users/logout acts: another site must not sign a user out with a link
    guardedReads: [LOGOUT_PATH],
  });

  const identity = createGoogleVerifier(config.identity);
  const verification = createEmailVerification({
    db,
    notifications,
    clock,
    publicUrl: config.publicUrl,
  });
  const auth = createAuthService({
    db,
    identity,
    notifications,
    verification,
    clock,
    sessionTtlMs: config.session.ttlMs,
    publicUrl: config.publicUrl,
  });
  const view = createUsersView(db);
  registerAuthRoutes(app, {
    auth,
    verification,
    view,
    cookie: cookieOptions,
    limits: config.rateLimits,
  });
  const geocoder = createGoogleMapsGeocoder(config.geocoding);
  const applications = createApplicationsService({
    db,
    notifications,
    geocoder,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    clock,
    log: app.log,
  });
  const menuDayNotices = createMenuDayNotices({
    db,
    notifications,
    publicUrl: config.publicUrl,
    log: app.log,
  });
  registerUsersRoutes(app, { db, view, applications, verification, clock, menuDayNotices });
  registerLanguageRoutes(app, { db, view, secureCookie: config.session.secureCookie });
  registerFavouritesRoutes(app, {
    db,
    clock,
    notices: menuDayNotices,
    limits: config.rateLimits,
  });
  registerAdminRoutes(app, { db, applications });
  const rawStorage =
    config.storage.mode === 's3'
      ? createS3Storage(config.storage)
      : createDiskStorage(config.storage.dir);
  const storage = observedStorage(rawStorage);
  await registerImagesRoutes(app, { db, storage, view, limits: config.rateLimits });
  const dishes = createDishesService({ db, storage, clock });
  await dishes.scheduleTodayReset(jobs);
  registerDishesRoutes(app, { db, view, dishes });
  registerRatingsRoutes(app, { ratings: createRatingsService({ db, clock }) });
  registerAnalyticsRoutes(app, { db, clock });
  registerConfigRoutes(app, config);
  registerGeoRoutes(app, { geocoder });
  const menus = await startMenuCache(app, database, config.menuCacheSize);
  registerSellersRoutes(app, {
    db,
    clock,
    browsingPerMinute: config.rateLimits.browsingPerIp,
    menus,
  });
  const payments = createPaymentsService({
    db,
    clock,
    provider: createPaymongoPayments(config.payments),
    notifications,
    publicUrl: config.publicUrl,
    staffEmail: config.mail.staffEmail,
    sms: smsEnabled,
    webhook: { secret: config.payments.webhookSecret, livemode: config.payments.livemode },
    log: app.log,
  });
  await payments.scheduleReconciliation(jobs);
  app.decorate('paymentsReconciliation', { reconcile: payments.reconcile });
  // web push (decision 047): off unless VAPID keys are configured
  const push = createPushService({
    db,
    jobs,
    clock,
    log: app.log,
    publicUrl: config.publicUrl,
    push: config.push
      ? { publicKey: config.push.publicKey, sender: createWebPushSender(config.push) }
      : null,
    simulatorBase: config.simulators ? `${config.publicUrl}${PUSH_SIM_PREFIX}` : null,
  });
  await push.start();
  registerPushRoutes(app, { push });
  const courier = createLalamoveCourier(config.courier);
  const orders = createOrdersService({
    db,
    clock,
    courier,
    placedNotice: {
      // the chef hears of a new order by e-mail, SMS and a push to each of their browsers
      enqueue: async (tx, order, parties) => {
        await push.enqueueNewOrder(tx, order);
        return enqueueOrderNotice(tx, noticeDeps, order, { kind: 'placed' }, parties);
      },
      dispatch: notifications.dispatch,
    },
    cancelledNotice: {
      enqueue: (tx, order) => enqueueOrderNotice(tx, noticeDeps, order, { kind: 'cancelled' }),
      dispatch: notifications.dispatch,
    },
    refunds: { request: payments.requestOrderRefund, issue: payments.issueRefund },
  });
  await orders.scheduleCleanup(jobs);
  registerOrdersRoutes(app, { orders, limits: config.rateLimits });
  const sellerOrders = createSellerOrdersService({
    db,
    clock,
    courier,
    notifications,
    refunds: { request: payments.requestOrderRefund, issue: payments.issueRefund },
    publicUrl: config.publicUrl,
    sms: smsEnabled,
    log: app.log,
  });
  await sellerOrders.schedulePayouts(jobs);
  const pickupCompletion = createPickupCompletion({
    db,
    clock,
    rewardsRate: config.rewardsRate,
    notices: {
      enqueue: (tx, order) => enqueueOrderNotice(tx, noticeDeps, order, { kind: 'completed' }),
      dispatch: notifications.dispatch,
    },
  });
  await pickupCompletion.schedule(jobs);
  app.decorate('pickupCompletion', pickupCompletion);
  registerSellerOrdersRoutes(app, { sellerOrders });
  registerPayoutsRoutes(app, {
    payouts: createPayoutsService({ db, clock, notifications, publicUrl: config.publicUrl }),
  });
  await registerPaymentsRoutes(app, { payments });
  registerOrderRefundRoutes(app, { db, payments });
  registerFailedRefundRoutes(app, { db, clock });
  const delivery = createDeliveryService({
    db,
    clock,
    courier,
    credentials: { apiKey: config.courier.apiKey, apiSecret: config.courier.apiSecret },
    webhookPath: LALAMOVE_WEBHOOK_PATH,
    rewardsRate: config.rewardsRate,
    notices: {
      enqueue: (tx, order, notice) => enqueueOrderNotice(tx, noticeDeps, order, notice),
      dispatch: notifications.dispatch,
    },
    log: app.log,
  });
  await registerDeliveryRoutes(app, { delivery });
  const deliveryCatchUp = createDeliveryCatchUp({ db, clock, courier, delivery, log: app.log });
  await deliveryCatchUp.schedule(jobs);
  app.decorate('deliveryCatchUp', { catchUp: deliveryCatchUp.catchUp });

  if (config.role === 'worker') return app;
  // live order events (decision 045): a web process listens and holds the browsers' streams;
  // they end before the server closes, so a shutdown never waits on them
  const streams = await startLiveStreams(database, {
    heartbeatMs: config.liveHeartbeatMs,
    log: app.log,
  });
  app.addHook('preClose', async () => streams.endAll());
  app.addHook('onClose', async () => streams.close());
  registerLiveRoutes(app, { streams });
  if (config.simulators) {
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
