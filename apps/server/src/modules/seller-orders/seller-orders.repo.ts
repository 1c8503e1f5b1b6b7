import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { deliveries, orders, payouts, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import type { OrderRow } from '../orders/orders.repo.js';

// All SQL of the chef's order calls (issue 6): the chef's orders, courier deliveries, money.

export type DeliveryRow = typeof deliveries.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;

/** A booking claimed but not yet answered by the courier (the guard against booking twice). */
export const BOOKING = 'BOOKING';
/** A claim older than this was left by a crash; another attempt may take it over. */
export const BOOKING_STALE_MS = 2 * 60 * 1000;

/** The chef's order (locked for the caller's transaction when asked), or null: a 404. */
export async function findChefOrder(
  db: Executor,
  orderId: string,
  chefId: string,
  options: { lock?: boolean } = {},
): Promise<OrderRow | null> {
  const query = db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.chefId, chefId)))
    .limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

export async function findOrderById(db: Executor, orderId: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1);
  return row ?? null;
}

export async function updateOrder(
  db: Executor,
  orderId: string,
  patch: Partial<typeof orders.$inferInsert>,
): Promise<OrderRow> {
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
    .returning();
  if (!row) throw new Error('order vanished');
  return row;
}

export type PendingFilter = { selectedTime: number | null; deliveryDate: string | null };

/** Pending orders: placed, not rejected nor finished (awaiting confirmation, or cooking). */
export async function listPending(
  db: Executor,
  chefId: string,
  filter: PendingFilter,
  byZip: boolean,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.chefId, chefId),
        eq(orders.status, 'placed'),
        filter.selectedTime !== null ? eq(orders.selectedTime, filter.selectedTime) : undefined,
        filter.deliveryDate !== null ? eq(orders.deliveryDate, filter.deliveryDate) : undefined,
      ),
    )
    .orderBy(...(byZip ? [asc(orders.zip)] : []), asc(orders.placedAt), asc(orders.id));
}

/** The last `limit` finished orders, newest first; `awaiting`: courier not yet assigned. */
export async function listCheckout(
  db: Executor,
  chefId: string,
  filter: { awaiting: boolean; digital: boolean | null; limit: number },
): Promise<OrderRow[]> {
  const rows = await db
    .select({ order: orders })
    .from(orders)
    .leftJoin(deliveries, eq(deliveries.id, orders.deliveryRef))
    .where(
      and(
        eq(orders.chefId, chefId),
        inArray(orders.status, ['finished', 'completed']),
        filter.digital !== null ? eq(orders.digital, filter.digital) : undefined,
        filter.awaiting ? inArray(deliveries.status, ['ASSIGNING_DRIVER', BOOKING]) : undefined,
      ),
    )
    .orderBy(desc(orders.finishedAt), desc(orders.id))
    .limit(filter.limit);
  return rows.map((r) => r.order);
}

export async function countChefOrders(db: Executor, chefId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(eq(orders.chefId, chefId), inArray(orders.status, ['placed', 'finished', 'completed'])),
    );
  return Number(row?.n ?? 0);
}

// --- deliveries ---

export async function findDeliveries(db: Executor, ids: string[]): Promise<DeliveryRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(deliveries).where(inArray(deliveries.id, ids));
}

export async function findDelivery(db: Executor, id: string): Promise<DeliveryRow | null> {
  const [row] = await findDeliveries(db, [id]);
  return row ?? null;
}

export async function insertBookingClaim(db: Executor, chefId: string, now: Date) {
  const id = newId();
  await db
    .insert(deliveries)
    .values({ id, chefId, status: BOOKING, createdAt: now, updatedAt: now });
  return id;
}

export async function updateDelivery(
  db: Executor,
  id: string,
  patch: Partial<typeof deliveries.$inferInsert>,
): Promise<DeliveryRow | null> {
  const [row] = await db
    .update(deliveries)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(deliveries.id, id))
    .returning();
  return row ?? null;
}

export async function deleteDelivery(db: Executor, id: string): Promise<void> {
  await db.delete(deliveries).where(eq(deliveries.id, id));
}

/** Sets `replacedById` on a delivery not yet replaced: the guard that makes a recreate happen once. */
export async function claimReplacement(
  db: Executor,
  oldId: string,
  newDeliveryId: string,
): Promise<boolean> {
  const rows = await db
    .update(deliveries)
    .set({ replacedById: newDeliveryId, updatedAt: sql`now()` })
    .where(and(eq(deliveries.id, oldId), isNull(deliveries.replacedById)))
    .returning({ id: deliveries.id });
  return rows.length > 0;
}

export async function ordersOfDelivery(db: Executor, deliveryId: string): Promise<OrderRow[]> {
  return db.select().from(orders).where(eq(orders.deliveryRef, deliveryId)).orderBy(asc(orders.id));
}

export async function repointOrders(db: Executor, fromId: string, toId: string): Promise<void> {
  await db
    .update(orders)
    .set({ deliveryRef: toId, updatedAt: sql`now()` })
    .where(eq(orders.deliveryRef, fromId));
}

/** The chef's deliveries among `ids` (product §9 POST /orders/deliveryList). */
export async function listChefDeliveries(db: Executor, chefId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(deliveries)
    .where(
      and(
        eq(deliveries.chefId, chefId),
        or(inArray(deliveries.id, ids.filter(isUuid)), inArray(deliveries.providerOrderId, ids)),
      ),
    )
    .orderBy(asc(deliveries.createdAt));
}

const isUuid = (s: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(s);

// --- money for sellers ---

const earned = (chefId: string) =>
  and(
    eq(orders.chefId, chefId),
    eq(orders.payed, true),
    inArray(orders.status, ['finished', 'completed']),
    isNotNull(orders.finishedAt),
  );

/** Food sold (gross) and the order count of the chef's paid, finished orders in [from, to). */
export async function sumEarned(
  db: Executor,
  chefId: string,
  range: { from: Date | null; to: Date | null },
): Promise<{ gross: number; orders: number }> {
  const [row] = await db
    .select({
      gross: sql<number>`coalesce(sum(${orders.foodTotal}), 0)::int`,
      n: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(
      and(
        earned(chefId),
        range.from ? gte(orders.finishedAt, range.from) : undefined,
        range.to ? lt(orders.finishedAt, range.to) : undefined,
      ),
    );
  return { gross: Number(row?.gross ?? 0), orders: Number(row?.n ?? 0) };
}

/** The latest week a payout was recorded for (its Monday), or null. */
export async function lastPayoutWeek(db: Executor, chefId: string): Promise<string | null> {
  const [row] = await db
    .select({ weekStart: payouts.weekStart })
    .from(payouts)
    .where(eq(payouts.chefId, chefId))
    .orderBy(desc(payouts.weekStart))
    .limit(1);
  return row?.weekStart ?? null;
}

export async function listPayouts(db: Executor, chefId: string): Promise<PayoutRow[]> {
  return db
    .select()
    .from(payouts)
    .where(eq(payouts.chefId, chefId))
    .orderBy(asc(payouts.weekStart));
}

export async function findContacts(
  db: Executor,
  ids: string[],
): Promise<
  {
    id: string;
    email: string;
    name: string;
    phone: string;
    address: string;
    aptNumber: string;
    zip: string;
    lat: number | null;
    lng: number | null;
    miniAddress: string;
    language: 'en' | 'fil' | null;
  }[]
> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      phone: users.phone,
      address: users.address,
      aptNumber: users.aptNumber,
      zip: users.zip,
      lat: users.lat,
      lng: users.lng,
      miniAddress: users.miniAddress,
      // issue 23: each party's notices in their own language
      language: users.language,
    })
    .from(users)
    .where(inArray(users.id, ids));
}
