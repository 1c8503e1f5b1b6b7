// Issue 19 (decision 022): where a chef is paid, and the lines of each payout's statement.

import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { orders } from './orders.js';
import { payouts, refunds } from './money.js';

/** One row per chef; readable by that chef and staff only (the routes check the role). */
export const payoutDetails = pgTable(
  'payout_details',
  {
    chefId: uuid('chef_id')
      .primaryKey()
      .references(() => users.id),
    method: text('method', { enum: ['bank', 'ewallet'] }).notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number'),
    wallet: text('wallet', { enum: ['gcash', 'maya'] }),
    walletNumber: text('wallet_number'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check(
      'payout_details_method_check',
      sql`(${t.method} = 'bank' AND ${t.bankName} IS NOT NULL AND ${t.accountNumber} IS NOT NULL) OR (${t.method} = 'ewallet' AND ${t.wallet} IS NOT NULL AND ${t.walletNumber} IS NOT NULL)`,
    ),
  ],
);

/**
 * A statement line, amounts in centavos. An order is paid in one payout only (the order's unique
 * index); a refund after its order's payout is deducted once (the refund's unique index).
 */
export const payoutLines = pgTable(
  'payout_lines',
  {
    id: uuid('id').primaryKey(),
    payoutId: uuid('payout_id')
      .notNull()
      .references(() => payouts.id),
    kind: text('kind', { enum: ['order', 'refund'] }).notNull(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: uuid('refund_id').references(() => refunds.id),
    food: integer('food').notNull(),
    fees: integer('fees').notNull(),
    commission: integer('commission').notNull(),
    refund: integer('refund').notNull(),
    net: integer('net').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('payout_lines_payout_idx').on(t.payoutId),
    uniqueIndex('payout_lines_order_key')
      .on(t.orderId)
      .where(sql`${t.kind} = 'order'`),
    uniqueIndex('payout_lines_refund_key').on(t.refundId),
  ],
);
