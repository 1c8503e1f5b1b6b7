// Orders and their dish lines (ARCHITECTURE §5), ratings, applications.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';
import { users } from './accounts.js';
import { dishes, deliveries } from './menu.js';
import { newOrderNumber } from './order-number.js';

// ARCHITECTURE §5: cart -> placed -> (paid) -> confirmed/rejected -> finished -> completed; or
// cancelled/deleted. The same list as packages/shared `orderStatuses`: the schema cannot import
// shared (drizzle-kit and the tests' global setup load it before anything is built), so
// orders.view.ts checks at compile time that the two agree.
export const orderStatuses = [
  'cart',
  'placed',
  'rejected',
  'cancelled',
  'deleted',
  'finished',
  'completed',
] as const;

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey(),
    /** the short number people read and say (decision 017); random, set on every insert */
    number: text('number')
      .notNull()
      .$defaultFn(() => newOrderNumber()),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    chefId: uuid('chef_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: orderStatuses }).notNull().default('cart'),
    name: text('name').notNull().default('Not provided'),
    deliveryMode: text('delivery_mode', { enum: ['delivery', 'pickup'] })
      .notNull()
      .default('pickup'),
    deliveryDate: text('delivery_date').notNull(),
    actualDate: text('actual_date').notNull().default(''),
    createdFor: date('created_for').notNull(),
    today: boolean('today').notNull().default(false),
    selectedTime: integer('selected_time'),
    zip: text('zip').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    aptNumber: text('apt_number').notNull().default(''),
    // decision 041: the buyer's landmark or unit note for the courier and the chef
    addressNote: text('address_note').notNull().default(''),
    note: text('note').notNull().default(''),
    digital: boolean('digital').notNull().default(false),
    deliveryRef: uuid('delivery_ref').references(() => deliveries.id),
    deliveryFee: integer('delivery_fee').notNull().default(0),
    groupFee: integer('group_fee'),
    foodTotal: integer('food_total').notNull().default(0),
    serviceFee: integer('service_fee').notNull().default(0),
    rewardsApplied: integer('rewards_applied').notNull().default(0),
    total: integer('total').notNull().default(0),
    paymentMethod: text('payment_method'),
    payed: boolean('payed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    confirmed: boolean('confirmed'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    remarks: text('remarks'),
    finished: boolean('finished').notNull().default(false),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    placedAt: timestamp('placed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('orders_number_key').on(t.number),
    index('orders_buyer_idx').on(t.buyerId, t.status),
    index('orders_chef_idx').on(t.chefId, t.status),
    // one pending cart order per buyer, seller and delivery day (ARCHITECTURE §5)
    uniqueIndex('orders_one_cart_per_day_key')
      .on(t.buyerId, t.chefId, t.createdFor, t.today)
      .where(sql`${t.status} = 'cart'`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id),
    name: text('name').notNull(),
    photo: text('photo'),
    unitPrice: integer('unit_price').notNull(),
    promoPrice: integer('promo_price').notNull(),
    quantity: integer('quantity').notNull(),
    note: text('note').notNull().default(''),
    spiceLevel: integer('spice_level'),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('order_lines_order_dish_key').on(t.orderId, t.dishId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check(
      'order_lines_spice_range',
      sql`${t.spiceLevel} IS NULL OR ${t.spiceLevel} BETWEEN 0 AND 4`,
    ),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    id: uuid('id').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id),
    chefId: uuid('chef_id')
      .notNull()
      .references(() => users.id),
    overall: integer('overall'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('ratings_order_key').on(t.orderId),
    index('ratings_chef_idx').on(t.chefId, t.createdAt),
    check('ratings_overall_range', sql`${t.overall} IS NULL OR ${t.overall} BETWEEN 0 AND 5`),
  ],
);

export const dishRatings = pgTable(
  'dish_ratings',
  {
    ratingId: uuid('rating_id')
      .notNull()
      .references(() => ratings.id, { onDelete: 'cascade' }),
    dishId: uuid('dish_id')
      .notNull()
      .references(() => dishes.id),
    stars: integer('stars').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.ratingId, t.dishId] }),
    index('dish_ratings_dish_idx').on(t.dishId, t.createdAt),
    check('dish_ratings_stars_range', sql`${t.stars} BETWEEN 0 AND 5`),
  ],
);

export const applications = pgTable(
  'applications',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'declined'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('applications_status_idx').on(t.status, t.createdAt),
    index('applications_user_idx').on(t.userId, t.createdAt),
    // one application under review per user: a second submission updates it
    uniqueIndex('applications_one_pending_key')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
