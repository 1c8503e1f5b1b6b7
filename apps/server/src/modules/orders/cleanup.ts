import {
  cartCleanupReason,
  cleanupMessageKey,
  manilaClock,
  messages,
  type CleanupReason,
  type RemovedOrderView,
} from '@lutong/shared';
import type { Jobs } from '../../jobs/jobs.js';
import {
  findChefs,
  findDishes,
  findLines,
  listCleanupCandidates,
  moveOrder,
  type ChefRow,
  type DishRow,
  type LineRow,
  type OrderRow,
} from './orders.repo.js';
import type { OrdersDeps } from './orders.reads.js';
import { releaseLines } from './orders.stock.js';
import { publishOrderEvent } from '../live/publish.js';

// product §6 Cart clean-up (decision 007): run by GET /orders/me for one buyer and by a pg-boss
// schedule every 10 minutes for everyone, with the same function.

export const CLEANUP_JOB = 'orders.cleanup';
const CLEANUP_CRON = '*/10 * * * *';
const BATCH = 500;

type Candidate = { order: OrderRow; lines: LineRow[]; chef: ChefRow | undefined };

export function createCleanup(deps: OrdersDeps) {
  const { db, clock } = deps;

  async function loadCandidates(buyerId: string | undefined, now: Date): Promise<Candidate[]> {
    const todayKey = manilaClock(now).dateKey;
    const orders = await listCleanupCandidates(db, { buyerId, todayKey, limit: BATCH });
    const lines = await findLines(
      db,
      orders.map((o) => o.id),
    );
    const chefs = await findChefs(db, [...new Set(orders.map((o) => o.chefId))]);
    return orders.map((order) => ({
      order,
      lines: lines.filter((line) => line.orderId === order.id),
      chef: chefs.find((chef) => chef.id === order.chefId),
    }));
  }

  /** Why the order goes now, or null. A placed order only when its day is over (no stock rule). */
  function reasonToRemove(c: Candidate, dishes: DishRow[], now: Date): CleanupReason | null {
    const chef = { deliveryTimes: c.chef?.deliveryTimes ?? null };
    if (c.order.status === 'placed') {
      const reason = cartCleanupReason(now, c.order, chef, []);
      const over = c.order.createdFor < manilaClock(now).dateKey || reason === 'todayClosed';
      return over ? reason : null;
    }
    const lineDishes = c.lines.map(
      (line) => dishes.find((d) => d.id === line.dishId && d.deletedAt === null) ?? null,
    );
    return cartCleanupReason(now, c.order, chef, lineDishes);
  }

  /** A cart is deleted; a placed order is cancelled and gives its stock back, exactly once. */
  async function remove(c: Candidate, now: Date): Promise<boolean> {
    if (c.order.status === 'cart') {
      return (await moveOrder(db, c.order.id, ['cart'], { status: 'deleted' })) !== null;
    }
    return db.transaction(async (tx) => {
      const patch = { status: 'cancelled' as const, cancelledAt: now };
      const row = await moveOrder(tx, c.order.id, ['placed'], patch, { unpaidUnanswered: true });
      if (row) await releaseLines(tx, row, c.lines, now);
      // the system's cancellation goes live to the chef and the buyer (decision 045)
      if (row) await publishOrderEvent(tx, row, 'orderCancelled');
      return row !== null;
    });
  }

  /** Removes what must go; answers the removed cart orders with the message the cart page shows. */
  async function cleanUpOrders(input: { buyerId?: string } = {}): Promise<RemovedOrderView[]> {
    const now = clock();
    const candidates = await loadCandidates(input.buyerId, now);
    const dishIds = [...new Set(candidates.flatMap((c) => c.lines.map((l) => l.dishId)))];
    const dishes = await findDishes(db, dishIds);
    const removed: RemovedOrderView[] = [];
    for (const c of candidates) {
      const reason = reasonToRemove(c, dishes, now);
      if (!reason || !(await remove(c, now)) || c.order.status !== 'cart') continue;
      const message = messages[cleanupMessageKey[reason]];
      removed.push({ id: c.order.id, chefName: c.chef?.name ?? '', message });
    }
    return removed;
  }

  async function scheduleCleanup(jobs: Jobs): Promise<void> {
    await jobs.work(CLEANUP_JOB, async () => {
      await cleanUpOrders();
    });
    await jobs.schedule(CLEANUP_JOB, CLEANUP_CRON);
  }

  return { cleanUpOrders, scheduleCleanup };
}
