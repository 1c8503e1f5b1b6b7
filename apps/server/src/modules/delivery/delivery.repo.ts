import { and, asc, eq, gt, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveries, orders, webhookEvents } from '../../db/schema/index.js';
import {
  markWebhookEventProcessed,
  storeWebhookEvent,
  type WebhookEventInput,
} from '../../lib/webhook-events.js';
import type { OrderRow } from '../orders/orders.repo.js';

// The SQL of the courier webhook: its events (stored once), the delivery it is about, the orders
// riding on that delivery.

export const PROVIDER = 'lalamove';

export type DeliveryRow = typeof deliveries.$inferSelect;

export async function webhookEventSeen(db: Executor, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, PROVIDER), eq(webhookEvents.eventId, eventId)))
    .limit(1);
  return rows.length > 0;
}

/** Stores the event; false when it was stored before (a replay). */
export const insertWebhookEvent = (db: Executor, event: WebhookEventInput) =>
  storeWebhookEvent(db, PROVIDER, event);

export const markWebhookProcessed = (db: Executor, eventId: string, at: Date) =>
  markWebhookEventProcessed(db, PROVIDER, eventId, at);

/** Our delivery booked as the provider's `providerOrderId`, locked when asked. */
export async function findDeliveryByProviderOrder(
  db: Executor,
  providerOrderId: string,
  options: { lock?: boolean } = {},
): Promise<DeliveryRow | null> {
  const query = db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.provider, PROVIDER), eq(deliveries.providerOrderId, providerOrderId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  patch: Partial<typeof deliveries.$inferInsert>,
): Promise<void> {
  await db
    .update(deliveries)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(deliveries.id, id));
}

export async function ordersOfDelivery(db: Executor, deliveryId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.deliveryRef, deliveryId));
}

/** Finished orders on the delivery become completed; answers those that did. */
export async function completeOrdersOfDelivery(
  db: Executor,
  deliveryId: string,
  now: Date,
): Promise<OrderRow[]> {
  return db
    .update(orders)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(and(eq(orders.deliveryRef, deliveryId), eq(orders.status, 'finished')))
    .returning();
}

/** Statuses of a booking still on its way, whose news the catch-up job may have missed. */
const OPEN_STATUSES = ['ASSIGNING_DRIVER', 'ON_GOING', 'PICKED_UP'];

/** Open deliveries not heard of since `quietSince`, booked after `bookedAfter`, quietest first. */
export async function listQuietDeliveries(
  db: Executor,
  options: { quietSince: Date; bookedAfter: Date; limit: number },
): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.provider, PROVIDER),
        isNotNull(deliveries.providerOrderId),
        isNull(deliveries.replacedById),
        inArray(deliveries.status, OPEN_STATUSES),
        lt(deliveries.updatedAt, options.quietSince),
        gt(deliveries.createdAt, options.bookedAfter),
      ),
    )
    .orderBy(asc(deliveries.updatedAt))
    .limit(options.limit);
}

/** Marks deliveries as asked about at `at`, so the next run asks about others first. */
export async function touchDeliveries(db: Executor, ids: string[], at: Date): Promise<void> {
  if (ids.length === 0) return;
  await db.update(deliveries).set({ updatedAt: at }).where(inArray(deliveries.id, ids));
}
