// Payments, refunds, provider webhook events, the rewards ledger and payouts.

import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { orders } from './orders.js';

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    provider: text('provider').notNull().default('paymongo'),
    intentId: text('intent_id').notNull(),
    method: text('method').notNull(),
    amountCentavos: integer('amount_centavos').notNull(),
    currency: text('currency').notNull().default('PHP'),
    status: text('status').notNull(),
    providerPaymentId: text('provider_payment_id'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_intent_key').on(t.provider, t.intentId),
    index('payments_order_idx').on(t.orderId),
    index('payments_status_idx').on(t.status, t.updatedAt),
  ],
);

// One refund per payment (the unique index is the guard that makes a refund happen once).
// status: 'requested' until the provider accepted it (retried by the reconciliation job), then the
// provider's refund status ('pending', 'processing', 'succeeded', 'failed'), followed by the
// payment.refund.updated webhook and polled when it stays open (decision 023). notified: the last
// stage the buyer was told about ('requested', 'succeeded', 'failed'); a failed refund stays on the
// staff console until resolved (resolved_at, by whom, with a note).
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    providerRefundId: text('provider_refund_id'),
    amountCentavos: integer('amount_centavos').notNull(),
    reason: text('reason').notNull(),
    status: text('status').notNull(),
    attempts: integer('attempts').notNull().default(0),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }),
    lastError: text('last_error'),
    notified: text('notified'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id),
    resolutionNote: text('resolution_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('refunds_payment_key').on(t.paymentId),
    index('refunds_status_idx').on(t.status),
  ],
);

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webhook_events_provider_event_key').on(t.provider, t.eventId)],
);

export const rewardsLedger = pgTable(
  'rewards_ledger',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    orderId: uuid('order_id').references(() => orders.id),
    points: integer('points').notNull(),
    reason: text('reason', {
      enum: ['earned', 'applied', 'reversed', 'restored', 'adjustment'],
    }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('rewards_ledger_user_idx').on(t.userId),
    uniqueIndex('rewards_ledger_order_reason_key').on(t.orderId, t.reason),
  ],
);

export const payoutStatuses = ['held', 'pending', 'sent'] as const;

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey(),
    chefId: uuid('chef_id')
      .notNull()
      .references(() => users.id),
    weekStart: date('week_start').notNull(),
    gross: integer('gross').notNull(),
    commission: integer('commission').notNull(),
    net: integer('net').notNull(),
    /**
     * Issue 19, decision 022: 'held' (closed while the chef had no payout details), 'pending' (due,
     * to be sent by staff), 'sent' (with the transfer reference).
     */
    status: text('status', { enum: payoutStatuses }).notNull().default('pending'),
    /** the statement in centavos (decision 022): food less commission less refunds deducted */
    foodCentavos: integer('food_centavos').notNull().default(0),
    commissionCentavos: integer('commission_centavos').notNull().default(0),
    refundCentavos: integer('refund_centavos').notNull().default(0),
    netCentavos: integer('net_centavos').notNull().default(0),
    transferReference: text('transfer_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    sentBy: uuid('sent_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payouts_chef_week_key').on(t.chefId, t.weekStart),
    index('payouts_status_idx').on(t.status),
  ],
);
