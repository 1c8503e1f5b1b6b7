// The whole data model of the spec (buyer §3, seller §3, DESIGN §3 and §5). Later issues add
// behaviour on these tables; a change of shape is a new generated migration.
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

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

export type DeliveryTimesByDay = Record<
  'Mon' | 'Tue' | 'Wed' | 'Thu' | 'Fri' | 'Sat' | 'Sun',
  (boolean | null)[]
>;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    googleSub: text('google_sub'),
    name: text('name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    aptNumber: text('apt_number').notNull().default(''),
    zip: text('zip').notNull().default(''),
    role: text('role', { enum: ['user', 'chef', 'admin'] })
      .notNull()
      .default('user'),
    userPhoto: text('user_photo'),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    guides: boolean('guides')
      .array()
      .notNull()
      .default(sql`'{true,true}'::boolean[]`),
    today: boolean('today').notNull().default(false),
    // seller fields (spec seller §3 User)
    brandPhoto: text('brand_photo'),
    contain: boolean('contain').notNull().default(false),
    cuisine: text('cuisine')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    description: text('description').notNull().default(''),
    miniAddress: text('mini_address').notNull().default(''),
    ratingsAverage: doublePrecision('ratings_average').notNull().default(0),
    ratingsQuantity: integer('ratings_quantity').notNull().default(0),
    menuDates: text('menu_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    dayPrep: integer('day_prep').notNull().default(1),
    hourPrep: integer('hour_prep').notNull().default(1),
    promo: doublePrecision('promo').notNull().default(0),
    finishedUpdating: boolean('finished_updating').notNull().default(false),
    visible: boolean('visible').notNull().default(false),
    cook: boolean('cook').notNull().default(false),
    baker: boolean('baker').notNull().default(false),
    pantry: boolean('pantry').notNull().default(false),
    pantryCategories: text('pantry_categories')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    caterer: boolean('caterer').notNull().default(false),
    vegetarian: boolean('vegetarian').notNull().default(false),
    pickup: boolean('pickup').notNull().default(true),
    note: text('note').notNull().default(''),
    deliveryTimes: jsonb('delivery_times').$type<DeliveryTimesByDay>(),
    socialMedia: text('social_media'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // DESIGN §3: nearest-neighbour scan over sellers' positions.
    index('users_chef_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.role} = 'chef' AND ${t.lat} IS NOT NULL AND ${t.lng} IS NOT NULL`),
    index('users_chef_name_trgm_idx')
      .using('gin', sql`lower(${t.name}) gin_trgm_ops`)
      .where(sql`${t.role} = 'chef'`),
    check('users_promo_range', sql`${t.promo} >= 0 AND ${t.promo} < 1`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_idx').on(t.userId),
  ],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_key').on(t.tokenHash)],
);

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
    // spec §3 Dish: seven entries Mon..Sun, a day abbreviation or empty.
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
    index('dishes_chef_idx').on(t.chefId),
    index('dishes_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    check('dishes_price_positive', sql`${t.price} >= 0`),
    check(
      'dishes_weekly_quantity_within_stock',
      sql`${t.weeklyStock} IS NULL OR ${t.weeklyQuantity} <= ${t.weeklyStock}`,
    ),
  ],
);

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

// DESIGN §5: cart -> placed -> (paid) -> confirmed/rejected -> finished -> completed; or cancelled/deleted.
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
    index('orders_buyer_idx').on(t.buyerId, t.status),
    index('orders_chef_idx').on(t.chefId, t.status),
    // one pending cart order per buyer, seller and delivery day (DESIGN §5)
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
  (t) => [index('applications_status_idx').on(t.status, t.createdAt)],
);

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
  ],
);

export const refunds = pgTable('refunds', {
  id: uuid('id').primaryKey(),
  paymentId: uuid('payment_id')
    .notNull()
    .references(() => payments.id),
  providerRefundId: text('provider_refund_id'),
  amountCentavos: integer('amount_centavos').notNull(),
  reason: text('reason').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

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
    status: text('status').notNull().default('pending'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payouts_chef_week_key').on(t.chefId, t.weekStart)],
);

export const vanityRoutes = pgTable('vanity_routes', {
  word: text('word').primaryKey(),
  chefId: uuid('chef_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

// Transactional outbox: messages written in the same transaction as the change that causes them,
// delivered afterwards by a job with retries (DESIGN §4 background work).
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey(),
    channel: text('channel', { enum: ['email', 'sms'] }).notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    links: jsonb('links')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.createdAt)],
);

// What the simulated mail and SMS providers "received" (DESIGN §6); never used in production.
export const simMailbox = pgTable('sim_mailbox', {
  id: uuid('id').primaryKey(),
  channel: text('channel').notNull(),
  recipient: text('recipient').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  links: jsonb('links').$type<string[]>().notNull(),
  createdAt: createdAt(),
});
