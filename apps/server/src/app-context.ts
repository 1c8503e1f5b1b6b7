import type { FastifyInstance } from 'fastify';
import type { Config } from './config.js';
import type { Database, Db } from './db/client.js';
import type { Jobs } from './jobs/jobs.js';
import type { Notifications } from './modules/notifications/notifications.module.js';
import type { NoticeDeps } from './modules/seller-orders/notices.js';
import type { Providers } from './providers/providers.js';

/** What every module's wiring function is given (app.ts builds it once). */
export type AppContext = {
  app: FastifyInstance;
  config: Config;
  database: Database;
  db: Db;
  clock: () => Date;
  jobs: Jobs;
  providers: Providers;
  notifications: Notifications;
  /** the order notices' outbox, link base and SMS switch (modules/seller-orders/notices.ts) */
  notices: NoticeDeps;
};
