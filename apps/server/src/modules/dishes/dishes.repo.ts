import { and, eq, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { dishes } from '../../db/schema/index.js';

export type DishRow = typeof dishes.$inferSelect;
export type DishInsert = typeof dishes.$inferInsert;

export async function insertDish(db: Executor, row: DishInsert): Promise<DishRow> {
  const rows = await db.insert(dishes).values(row).returning();
  const dish = rows[0];
  if (!dish) throw new Error('dish insert returned nothing');
  return dish;
}

/** The chef's own live dish, locked for the change; another chef's dish is not found (ARCHITECTURE §4). */
export async function findOwnDishForUpdate(
  db: Executor,
  chefId: string,
  id: string,
): Promise<DishRow | null> {
  const rows = await db
    .select()
    .from(dishes)
    .where(and(eq(dishes.id, id), eq(dishes.chefId, chefId), isNull(dishes.deletedAt)))
    .for('update');
  return rows[0] ?? null;
}

export async function updateDish(
  db: Executor,
  id: string,
  patch: Partial<DishInsert>,
  now: Date,
): Promise<DishRow> {
  const rows = await db
    .update(dishes)
    .set({ ...patch, updatedAt: now })
    .where(eq(dishes.id, id))
    .returning();
  const dish = rows[0];
  if (!dish) throw new Error('dish update returned nothing');
  return dish;
}

/** Decision 019: at Manila midnight no dish is offered "today" any more, nor keeps today's count. */
export async function clearTodayOffers(db: Executor, now: Date): Promise<number> {
  const rows = await db
    .update(dishes)
    .set({ now: false, todayStock: null, updatedAt: now })
    .where(or(eq(dishes.now, true), isNotNull(dishes.todayStock)))
    .returning({ id: dishes.id });
  return rows.length;
}
