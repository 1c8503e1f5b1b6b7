// Dishes with their 7-day arrays (product §5 Dish) and courier deliveries.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';

export const dishes = pgTable(
  'dishes',
  {
    id: uuid('id').primaryKey(),
    chefId: uuid('chef_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    photo: text('photo'),
    description: text('description').notNull().default(''),
    price: integer('price').notNull(),
    servingSize: doublePrecision('serving_size').notNull().default(1),
    unit: text('unit').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    allergyDescription: text('allergy_description').notNull().default(''),
    // product §5 Dish: seven entries Mon..Sun, a day abbreviation or empty.
    deliveryDates: text('delivery_dates')
      .array()
      .notNull()
      .default(sql`'{"","","","","","",""}'::text[]`),
    // seven booleans Mon..Sun: the chef says stock exists that day.
    stockQuantity: boolean('stock_quantity')
      .array()
      .notNull()
      .default(sql`'{true,true,true,true,true,true,true}'::boolean[]`),
    // portions left per day Mon..Sun (null: no daily limit), reserved atomically by orders.
    dayStock: integer('day_stock').array(),
    todayStock: integer('today_stock'),
    now: boolean('now').notNull().default(false),
    weeklyStock: integer('weekly_stock'),
    weeklyQuantity: integer('weekly_quantity').notNull().default(0),
    dailyPrep: integer('daily_prep'),
    groupPromo: boolean('group_promo').notNull().default(false),
    note: text('note').notNull().default(''),
    standardSpice: boolean('standard_spice').notNull().default(false),
    ratingsAverage: doublePrecision('ratings_average').notNull().default(0),
    ratingsQuantity: integer('ratings_quantity').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // a seller's dishes in menu order (the menu and the bazaar card previews) without a sort
    index('dishes_chef_created_idx').on(t.chefId, t.createdAt),
    index('dishes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    // decision 039: the dishes of the names dish search matched in dish_names, stopping early
    index('dishes_live_name_idx')
      .on(sql`lower(${t.name})`)
      .where(sql`${t.deletedAt} IS NULL`),
    check('dishes_price_positive', sql`${t.price} >= 0`),
    check(
      'dishes_weekly_quantity_within_stock',
      sql`${t.weeklyStock} IS NULL OR ${t.weeklyQuantity} <= ${t.weeklyStock}`,
    ),
    // decision 007: reservations never take a count below zero, whatever the race
    check('dishes_weekly_quantity_not_negative', sql`${t.weeklyQuantity} >= 0`),
    check('dishes_today_stock_not_negative', sql`${t.todayStock} IS NULL OR ${t.todayStock} >= 0`),
    check('dishes_day_stock_not_negative', sql`${t.dayStock} IS NULL OR 0 <= ALL(${t.dayStock})`),
  ],
);

/**
 * Decision 039: every dish name written, lower-cased, once (a trigger on dishes adds them,
 * migration 0013). Dish search matches the text against these few thousand names, not against
 * every dish; a name no dish has any more matches no dish.
 */
export const dishNames = pgTable('dish_names', { name: text('name').primaryKey() }, (t) => [
  index('dish_names_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
]);

export const deliveries = pgTable(
  'deliveries',
  {
    id: uuid('id').primaryKey(),
    chefId: uuid('chef_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull().default('lalamove'),
    providerOrderId: text('provider_order_id'),
    quotationId: text('quotation_id'),
    status: text('status').notNull().default('ASSIGNING_DRIVER'),
    price: integer('price'),
    driverName: text('driver_name'),
    driverPhone: text('driver_phone'),
    driverPhoto: text('driver_photo'),
    shareLink: text('share_link'),
    replacedById: uuid('replaced_by_id'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('deliveries_provider_order_key').on(t.provider, t.providerOrderId)],
);
