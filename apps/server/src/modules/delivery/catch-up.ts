import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Jobs } from '../../jobs/jobs.js';
import { AppError } from '../../lib/errors.js';
import { CourierError, type Courier } from '../../providers/courier/courier.js';
import { listQuietDeliveries, touchDeliveries } from './delivery.repo.js';
import type { DeliveryService } from './delivery.service.js';

// Decision 026: the job that asks Lalamove about deliveries whose webhooks are late or lost (an
// outage longer than Lalamove's retries, a disabled webhook URL), as payments reconcile. What the
// courier answers is applied by the webhook's own function (applyCourierUpdate).

export const CATCH_UP_JOB = 'delivery.catch-up';
const CATCH_UP_CRON = '*/5 * * * *';
/**
 * An open booking not heard of for this long is asked about. A Lalamove booking moves every few
 * minutes to half an hour (a driver accepts within minutes, picks up and delivers within the
 * hour), and Lalamove's first retries come within minutes: a quarter of an hour of silence means
 * the news is late, and asking no sooner keeps the job from doubling the webhook's work.
 */
export const CATCH_UP_AFTER_MS = 15 * 60 * 1000;
/** Bookings older than this (Lalamove expires unmatched orders long before) are not asked about. */
const CATCH_UP_WINDOW_MS = 2 * 24 * 60 * 60 * 1000;
const CATCH_UP_BATCH = 50;

const STATUSES_WITH_DRIVER = ['ON_GOING', 'PICKED_UP'];

export function createDeliveryCatchUp(deps: {
  db: Db;
  clock: () => Date;
  courier: Courier;
  delivery: DeliveryService;
  log: FastifyBaseLogger;
}) {
  const { db, clock, courier, delivery, log } = deps;

  /** Asks the courier about quiet open deliveries and applies what it says; `now` is the run's. */
  async function catchUp(now: Date = clock()): Promise<{ checked: number; moved: number }> {
    const rows = await listQuietDeliveries(db, {
      quietSince: new Date(now.getTime() - CATCH_UP_AFTER_MS),
      bookedAfter: new Date(now.getTime() - CATCH_UP_WINDOW_MS),
      limit: CATCH_UP_BATCH,
    });
    // asked about now: the next run asks about others first, and this one again in 15 minutes
    await touchDeliveries(
      db,
      rows.map((row) => row.id),
      now,
    );
    let moved = 0;
    for (const row of rows) {
      const orderId = row.providerOrderId ?? '';
      try {
        const live = await courier.getOrder(orderId);
        const result = await delivery.applyCourierUpdate({
          orderId,
          status: live.status,
          driverNews: live.driverId !== null && STATUSES_WITH_DRIVER.includes(live.status),
          replaces: null,
          detailsNews: false,
        });
        if (result.applied) moved += 1;
      } catch (err) {
        if (!(err instanceof CourierError) && !(err instanceof AppError)) throw err;
        log.warn(
          { err, deliveryId: row.id, orderId },
          'delivery catch-up: the courier was not heard',
        );
      }
    }
    if (moved > 0) log.info({ checked: rows.length, moved }, 'delivery catch-up moved deliveries');
    return { checked: rows.length, moved };
  }

  async function schedule(jobs: Jobs): Promise<void> {
    await jobs.work(CATCH_UP_JOB, async () => {
      await catchUp();
    });
    await jobs.schedule(CATCH_UP_JOB, CATCH_UP_CRON);
  }

  return { catchUp, schedule };
}
