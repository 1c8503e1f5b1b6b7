import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOrderNumber } from '@lutong/shared';
import { openTestDatabase } from '../../test/harness.js';
import { createChef } from '../../test/factories.js';
import { createBuyer } from '../../test/orders-kit.js';
import { newId } from '../lib/ids.js';
import { migrationsFolder, type Database } from './client.js';
import { orders } from './schema/index.js';

// Migration 0007 (decision 017) on both drivers: orders that existed before the column get a
// number each, over the alphabet, all different (a clash is redrawn), then NOT NULL and unique.

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => database.close());

/** 0007's statements after ADD COLUMN: the backfill, NOT NULL and the unique index. */
const backfill = readFileSync(path.join(migrationsFolder, '0007_order_numbers.sql'), 'utf8')
  .split('--> statement-breakpoint')
  .slice(1);

describe('migration 0007: order numbers for the orders already there', () => {
  it('numbers every old order once, redrawing a clash, then keeps them unique', async () => {
    const { db } = database;
    const chef = await createChef(db);
    const buyer = await createBuyer(db);
    await db.insert(orders).values(
      Array.from({ length: 40 }, (_, i) => ({
        id: newId(),
        buyerId: buyer.id,
        chefId: chef.id,
        status: 'completed' as const,
        deliveryDate: 'Thu',
        createdFor: `2026-01-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    // the table as it was before 0007's backfill: no numbers, or two rows sharing one
    await db.execute(sql`DROP INDEX orders_number_key`);
    await db.execute(sql`ALTER TABLE orders ALTER COLUMN number DROP NOT NULL`);
    await db.execute(sql`UPDATE orders SET number = NULL`);
    await db.execute(
      sql`UPDATE orders SET number = 'BBBBBBBB' WHERE id IN (SELECT id FROM orders LIMIT 2)`,
    );

    for (const statement of backfill) await db.execute(sql.raw(statement));

    const rows = await db.select({ number: orders.number }).from(orders);
    expect(rows).toHaveLength(40);
    const numbers = rows.map((r) => r.number);
    expect(new Set(numbers).size).toBe(40);
    for (const n of numbers) expect(isOrderNumber(n)).toBe(true);
    expect(numbers).not.toContain('BBBBBBBB');
    // unique from now on
    await expect(
      db.execute(sql`UPDATE orders SET number = ${numbers[0]} WHERE number = ${numbers[1]}`),
    ).rejects.toThrow();
  });
});
