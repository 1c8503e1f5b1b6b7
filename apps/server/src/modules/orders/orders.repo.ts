import { and, asc, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import { weekdayIndex, type OrderStatus, type WeekdayCode } from '@lutong/shared';
import type { Db, Executor } from '../../db/client.js';
import { preparedOn } from '../../db/prepared.js';
import { dishes, orderLines, orders, users } from '../../db/schema/index.js';
import { newId } from '../../lib/ids.js';
import { newOrderNumber } from '../../db/schema/order-number.js';

// All SQL of the orders module (ARCHITECTURE §4). Functions take a transaction or the database.

export type OrderRow = typeof orders.$inferSelect;
export type LineRow = typeof orderLines.$inferSelect;
export type DishRow = typeof dishes.$inferSelect;
export type ChefRow = typeof users.$inferSelect;
export type CartKey = { buyerId: string; chefId: string; createdFor: string; today: boolean };

export async function findChef(db: Executor, chefId: string): Promise<ChefRow | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, chefId), eq(users.role, 'chef')))
    .limit(1);
  return row ?? null;
}

export async function findChefs(db: Executor, chefIds: string[]): Promise<ChefRow[]> {
  if (chefIds.length === 0) return [];
  return db.select().from(users).where(inArray(users.id, chefIds));
}

/** A dish still on the chef's menu (not deleted). */
export async function findChefDish(
  db: Executor,
  chefId: string,
  dishId: string,
): Promise<DishRow | null> {
  const [row] = await db
    .select()
    .from(dishes)
    .where(and(eq(dishes.id, dishId), eq(dishes.chefId, chefId), isNull(dishes.deletedAt)))
    .limit(1);
  return row ?? null;
}

/** Dishes by id, deleted ones included (their `deletedAt` is set). */
export async function findDishes(db: Executor, dishIds: string[]): Promise<DishRow[]> {
  if (dishIds.length === 0) return [];
  return db.select().from(dishes).where(inArray(dishes.id, dishIds));
}

/** The buyer's order, or null when it does not exist or belongs to someone else (a 404). */
export async function findOwnOrder(
  db: Executor,
  orderId: string,
  buyerId: string,
): Promise<OrderRow | null> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.buyerId, buyerId)))
    .limit(1);
  return row ?? null;
}

const cartKeyIs = (key: CartKey) =>
  and(
    eq(orders.buyerId, key.buyerId),
    eq(orders.chefId, key.chefId),
    eq(orders.createdFor, key.createdFor),
    eq(orders.today, key.today),
    eq(orders.status, 'cart'),
  );

export async function findCartOrder(db: Executor, key: CartKey): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(cartKeyIs(key)).limit(1);
  return row ?? null;
}

/** Draws of a fresh order number before giving up (decision 017: a clash is about 1 in 1e6). */
const NUMBER_DRAWS = 5;

/**
 * The cart order of (buyer, chef, day), created when missing; a concurrent twin is reused. The
 * row's number is drawn on insert (schema/order-number.ts); on the rare clash with another
 * order's number nothing is inserted and a new number is drawn.
 */
export async function ensureCartOrder(
  db: Executor,
  key: CartKey,
  values: Omit<typeof orders.$inferInsert, 'id' | 'number' | keyof CartKey>,
): Promise<OrderRow> {
  for (let draw = 0; draw < NUMBER_DRAWS; draw += 1) {
    await db
      .insert(orders)
      .values({ id: newId(), number: newOrderNumber(), ...key, ...values, status: 'cart' })
      .onConflictDoNothing();
    const row = await findCartOrder(db, key);
    if (row) return row;
  }
  throw new Error('cart order not created');
}

/**
 * Adds `quantity` portions to the order's line of the dish (creating it), or does nothing and
 * answers false when the line would pass `cap`: one statement, so concurrent adds cannot pass it.
 */
export async function addToLine(
  db: Executor,
  line: Omit<typeof orderLines.$inferInsert, 'id'>,
  cap: number,
): Promise<boolean> {
  const rows = await db
    .insert(orderLines)
    .values({ id: newId(), ...line })
    .onConflictDoUpdate({
      target: [orderLines.orderId, orderLines.dishId],
      set: {
        quantity: sql`${orderLines.quantity} + excluded.quantity`,
        note: sql`excluded.note`,
        spiceLevel: sql`excluded.spice_level`,
        unitPrice: sql`excluded.unit_price`,
        promoPrice: sql`excluded.promo_price`,
      },
      setWhere: sql`${orderLines.quantity} + excluded.quantity <= ${cap}`,
    })
    .returning({ id: orderLines.id });
  return rows.length > 0;
}

// every checkout starts with this read: built once (db/prepared.ts)
const ownOrderWithChef = preparedOn((db) =>
  db
    .select({ order: orders, chef: users })
    .from(orders)
    .leftJoin(users, and(eq(users.id, orders.chefId), eq(users.role, 'chef')))
    .where(
      and(
        eq(orders.id, sql.placeholder('orderId')),
        eq(orders.buyerId, sql.placeholder('buyerId')),
      ),
    )
    .limit(1)
    .prepare('own_order_with_chef'),
);

/** The buyer's order with its chef in one read (null: not theirs, a 404; chef null: not a chef). */
export async function findOwnOrderWithChef(
  db: Db,
  orderId: string,
  buyerId: string,
): Promise<{ order: OrderRow; chef: ChefRow | null } | null> {
  const [row] = await ownOrderWithChef(db).execute({ orderId, buyerId });
  return row ?? null;
}

/** An order's lines in line order, each with its dish as it is now (null if it no longer exists). */
export async function findLinesWithDishes(
  db: Executor,
  orderId: string,
): Promise<{ line: LineRow; dish: DishRow | null }[]> {
  return db
    .select({ line: orderLines, dish: dishes })
    .from(orderLines)
    .leftJoin(dishes, eq(dishes.id, orderLines.dishId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
}

export async function findLines(db: Executor, orderIds: string[]): Promise<LineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.id));
}

export async function setLineQuantity(
  db: Executor,
  orderId: string,
  dishId: string,
  quantity: number,
): Promise<void> {
  const line = and(eq(orderLines.orderId, orderId), eq(orderLines.dishId, dishId));
  if (quantity === 0) await db.delete(orderLines).where(line);
  else await db.update(orderLines).set({ quantity }).where(line);
}

export async function repriceLine(
  db: Executor,
  lineId: string,
  price: { unitPrice: number; promoPrice: number },
): Promise<void> {
  await db.update(orderLines).set(price).where(eq(orderLines.id, lineId));
}

/**
 * Moves an order from one of the `from` states (with `patch.status`, or just updates it), or
 * answers null when it is no longer in one of them (nor unpaid and unanswered by the chef, when
 * asked): the guard that makes each transition, and each stock release, happen once.
 */
export async function moveOrder(
  db: Executor,
  orderId: string,
  from: OrderStatus[],
  patch: Partial<typeof orders.$inferInsert>,
  options: { unpaidUnanswered?: boolean } = {},
): Promise<OrderRow | null> {
  const unanswered = and(eq(orders.payed, false), isNull(orders.confirmed));
  const [row] = await db
    .update(orders)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, from),
        options.unpaidUnanswered ? unanswered : undefined,
      ),
    )
    .returning();
  return row ?? null;
}

export type BuyerOrdersFilter = { status: OrderStatus; chefId?: string; unconfirmed?: boolean };

export async function listBuyerOrders(
  db: Executor,
  buyerId: string,
  filter: BuyerOrdersFilter,
): Promise<OrderRow[]> {
  const where: (SQL | undefined)[] = [
    eq(orders.buyerId, buyerId),
    eq(orders.status, filter.status),
    filter.chefId ? eq(orders.chefId, filter.chefId) : undefined,
    filter.unconfirmed ? isNull(orders.confirmed) : undefined,
  ];
  return db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.createdFor), desc(orders.createdAt));
}

/**
 * Orders the clean-up looks at: cart orders, and placed orders nobody paid or confirmed whose day
 * has come (today orders) or passed. `buyerId` narrows it to one buyer (GET /orders/me).
 */
export async function listCleanupCandidates(
  db: Executor,
  input: { buyerId?: string; todayKey: string; limit: number },
): Promise<OrderRow[]> {
  const stalePlaced = and(
    eq(orders.status, 'placed'),
    eq(orders.payed, false),
    isNull(orders.confirmed),
    lte(orders.createdFor, input.todayKey),
  );
  return db
    .select()
    .from(orders)
    .where(
      and(
        input.buyerId ? eq(orders.buyerId, input.buyerId) : undefined,
        or(eq(orders.status, 'cart'), stalePlaced),
      ),
    )
    .orderBy(asc(orders.createdFor))
    .limit(input.limit);
}

export type StockChange = {
  dishId: string;
  quantity: number;
  deliveryDate: string;
  today: boolean;
};

/** PostgreSQL arrays count from 1; the spec's Mon..Sun arrays from 0. */
const dayPosition = (deliveryDate: string) => weekdayIndex(deliveryDate as WeekdayCode) + 1;

/** The day_stock array with its day's count moved by `delta` (unchanged where no count is set). */
const shiftedDayStock = (i: number, delta: number) =>
  sql`CASE WHEN day_stock[${i}::int] IS NULL THEN day_stock
      ELSE day_stock[:${i}::int - 1] || (day_stock[${i}::int] + ${delta}::int) || day_stock[${i}::int + 1:] END`;

/**
 * Decision 007: reserves a line's portions with one conditional UPDATE, or answers false when the
 * week's stock, the day's count (today's count for today orders) or the day's stock switch no
 * longer allows it. Row locks make concurrent reservations queue and re-check the condition.
 */
export async function reserveStock(db: Executor, change: StockChange): Promise<boolean> {
  const q = change.quantity;
  const i = dayPosition(change.deliveryDate);
  const dayCondition = change.today
    ? sql`now AND (today_stock IS NULL OR today_stock >= ${q}::int)`
    : sql`stock_quantity[${i}::int] AND coalesce(delivery_dates[${i}::int], '') <> ''
          AND (day_stock[${i}::int] IS NULL OR day_stock[${i}::int] >= ${q}::int)`;
  const dayCount = change.today
    ? sql`today_stock = today_stock - ${q}::int`
    : sql`day_stock = ${shiftedDayStock(i, -q)}`;
  const result = await db.execute(sql`
    UPDATE dishes SET weekly_quantity = weekly_quantity + ${q}::int, ${dayCount}, updated_at = now()
    WHERE id = ${change.dishId} AND deleted_at IS NULL
      AND (weekly_stock IS NULL OR weekly_quantity + ${q}::int <= weekly_stock)
      AND ${dayCondition}
    RETURNING id`);
  return rowsOf(result).length > 0;
}

/**
 * Gives a line's portions back. The day's count only while that day has not passed (a count for
 * a past day would be next week's); the week's count never below zero (a chef may have reset it).
 */
export async function releaseStock(
  db: Executor,
  change: StockChange & { dayStillAhead: boolean },
): Promise<void> {
  const q = change.quantity;
  const i = dayPosition(change.deliveryDate);
  const dayCount = !change.dayStillAhead
    ? sql``
    : change.today
      ? sql`, today_stock = today_stock + ${q}::int`
      : sql`, day_stock = ${shiftedDayStock(i, q)}`;
  await db.execute(sql`
    UPDATE dishes SET weekly_quantity = greatest(weekly_quantity - ${q}::int, 0)${dayCount},
      updated_at = now()
    WHERE id = ${change.dishId}`);
}

function rowsOf(result: unknown): unknown[] {
  return (result as { rows?: unknown[] }).rows ?? [];
}
