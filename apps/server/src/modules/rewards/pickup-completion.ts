import { and, eq, lt } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.js';
import { orders } from '../../db/schema/index.js';
import type { Jobs } from '../../jobs/jobs.js';
import type { OrderRow } from '../orders/orders.repo.js';
import { creditEarnedRewards } from './rewards.js';
import { publishOrderEvent } from '../live/publish.js';

// A delivery completes when the courier says so; a pickup order has no courier, so it completes
// PICKUP_GRACE_MS after the chef said it was ready (decision 012). Completion credits the buyer's
// rewards and sends the rating request, as for a delivery.

export const PICKUP_COMPLETION_JOB = 'orders.completePickups';
const PICKUP_COMPLETION_CRON = '*/15 * * * *';
export const PICKUP_GRACE_MS = 2 * 60 * 60 * 1000;

export function createPickupCompletion(deps: {
  db: Db;
  clock: () => Date;
  rewardsRate: number;
  /** writes the 'completed' notice in `tx`, answering outbox ids; sends them after commit */
  notices: {
    enqueue: (tx: Executor, order: OrderRow) => Promise<string[]>;
    dispatch: (ids: string[]) => Promise<void>;
  };
}) {
  async function completePickups(): Promise<number> {
    const now = deps.clock();
    const { done, outbox } = await deps.db.transaction(async (tx) => {
      const rows = await tx
        .update(orders)
        .set({ status: 'completed', completedAt: now, updatedAt: now })
        .where(
          and(
            eq(orders.status, 'finished'),
            eq(orders.deliveryMode, 'pickup'),
            lt(orders.finishedAt, new Date(now.getTime() - PICKUP_GRACE_MS)),
          ),
        )
        .returning();
      const outbox: string[] = [];
      for (const order of rows) {
        await creditEarnedRewards(tx, order, deps.rewardsRate);
        outbox.push(...(await deps.notices.enqueue(tx, order)));
        await publishOrderEvent(tx, order, 'orderCompleted');
      }
      return { done: rows.length, outbox };
    });
    await deps.notices.dispatch(outbox);
    return done;
  }

  async function schedule(jobs: Jobs): Promise<void> {
    await jobs.work(PICKUP_COMPLETION_JOB, async () => {
      await completePickups();
    });
    await jobs.schedule(PICKUP_COMPLETION_JOB, PICKUP_COMPLETION_CRON);
  }

  return { completePickups, schedule };
}
