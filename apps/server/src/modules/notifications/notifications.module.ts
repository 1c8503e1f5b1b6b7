import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { Providers } from '../../providers/providers.js';
import type { NoticeDeps } from '../seller-orders/notices.js';
import { createNotifications } from './notifications.service.js';

export type Notifications = ReturnType<typeof createNotifications>;

/** The outbox every module writes its e-mails and SMS to, and the order notices' settings. */
export function createNotificationsModule(deps: {
  config: Config;
  db: Db;
  jobs: Jobs;
  clock: () => Date;
  log: FastifyBaseLogger;
  providers: Providers;
}): { notifications: Notifications; notices: NoticeDeps } {
  const { config, db, jobs, clock, log, providers } = deps;
  const notifications = createNotifications({ db, mailer: providers.mailer, jobs, log, clock });
  const notices = {
    enqueue: notifications.enqueue,
    enqueueAll: notifications.enqueueAll,
    publicUrl: config.publicUrl,
    sms: providers.smsEnabled,
  };
  return { notifications, notices };
}
