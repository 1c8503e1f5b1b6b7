import type { Jobs } from './jobs.js';

type Scheduled = { schedule: (jobs: Jobs) => Promise<void> };

/**
 * Every module's background work (ARCHITECTURE §11), given to the queue once the routes are
 * registered: the outbox's delivery, today's-offers reset, payments reconciliation, web push,
 * order clean-up, payouts, pickup completion and the courier catch-up. A web process only queues
 * (jobs.ts); a worker or an 'all' process works them.
 */
export async function scheduleJobs(
  jobs: Jobs,
  work: {
    notifications: { startWorkers: () => Promise<void> };
    push: { start: () => Promise<void> };
    dishes: { scheduleTodayReset: (jobs: Jobs) => Promise<void> };
    payments: { scheduleReconciliation: (jobs: Jobs) => Promise<void> };
    orders: { scheduleCleanup: (jobs: Jobs) => Promise<void> };
    sellerOrders: { schedulePayouts: (jobs: Jobs) => Promise<void> };
    pickupCompletion: Scheduled;
    deliveryCatchUp: Scheduled;
  },
): Promise<void> {
  await work.notifications.startWorkers();
  await work.dishes.scheduleTodayReset(jobs);
  await work.payments.scheduleReconciliation(jobs);
  await work.push.start();
  await work.orders.scheduleCleanup(jobs);
  await work.sellerOrders.schedulePayouts(jobs);
  await work.pickupCompletion.schedule(jobs);
  await work.deliveryCatchUp.schedule(jobs);
}
