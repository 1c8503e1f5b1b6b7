import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client.js';
import { dishes, users } from '../src/db/schema/index.js';
import { newId } from '../src/lib/ids.js';

const everyDay = {
  Mon: [true, true, true, true, true, true],
  Tue: [true, true, true, true, true, true],
  Wed: [true, true, true, true, true, true],
  Thu: [true, true, true, true, true, true],
  Fri: [true, true, true, true, true, true],
  Sat: [true, true, true, true, true, true],
  Sun: [true, true, true, true, true, true],
};

/** A visible seller with sensible defaults; override anything (ARCHITECTURE §9: unique data per test). */
export async function createChef(db: Db, overrides: Partial<typeof users.$inferInsert> = {}) {
  const [row] = await db
    .insert(users)
    .values({
      id: newId(),
      email: `chef-${randomBytes(5).toString('hex')}@example.ph`,
      name: `chef ${randomBytes(3).toString('hex')}`,
      role: 'chef',
      lat: 14.5547,
      lng: 121.0244,
      finishedUpdating: true,
      cook: true,
      cuisine: ['Filipino'],
      menuDates: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      deliveryTimes: everyDay,
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('chef not created');
  return row;
}

export async function createDish(
  db: Db,
  chefId: string,
  overrides: Partial<typeof dishes.$inferInsert> = {},
) {
  const [row] = await db
    .insert(dishes)
    .values({
      id: newId(),
      chefId,
      name: 'Chicken adobo',
      price: 200,
      servingSize: 1,
      unit: 'pax',
      deliveryDates: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      ...overrides,
    })
    .returning();
  if (!row) throw new Error('dish not created');
  return row;
}
