// Users (buyers, sellers with their seller fields, staff) and their sessions (product §5).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
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
    // decision 041: the landmark or unit note the buyer's next checkout starts with
    addressNote: text('address_note').notNull().default(''),
    zip: text('zip').notNull().default(''),
    role: text('role', { enum: ['user', 'chef', 'admin'] })
      .notNull()
      .default('user'),
    userPhoto: text('user_photo'),
    // issue 23 (decision 044): the language the user chose; null follows the browser's
    language: text('language', { enum: ['en', 'fil'] }),
    lat: doublePrecision('lat'),
    lng: doublePrecision('lng'),
    guides: boolean('guides')
      .array()
      .notNull()
      .default(sql`'{true,true}'::boolean[]`),
    today: boolean('today').notNull().default(false),
    // seller fields (product §5 User)
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
    // staff's bazaar listing (issue 7): `visible` lists a seller despite low ratings,
    // `suspended` takes a seller out of the bazaar and closes the menu.
    visible: boolean('visible').notNull().default(false),
    suspended: boolean('suspended').notNull().default(false),
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
    // issue 18 (decision 020): Manila calendar dates 'YYYY-MM-DD' the shop takes no orders for
    closedDates: text('closed_dates')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    deliveryTimes: jsonb('delivery_times').$type<DeliveryTimesByDay>(),
    socialMedia: text('social_media'),
    // issue 20 (decision 025): set when the owner opened a link sent to `email`, or Google said so
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    // issue 23 (decision 048): e-mail me when a favourite seller opens a new menu day (opt-in)
    favouriteMenuEmails: boolean('favourite_menu_emails').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_google_sub_key').on(t.googleSub),
    // ARCHITECTURE §3: nearest-neighbour scan over sellers' positions.
    index('users_chef_earth_idx')
      .using('gist', sql`ll_to_earth(${t.lat}, ${t.lng})`)
      .where(sql`${t.role} = 'chef' AND ${t.lat} IS NOT NULL AND ${t.lng} IS NOT NULL`),
    // The bazaar's 'Sort by weighted ratings' (product §2): walking this index in order reads
    // only the page it returns. 17.5 and 5 are WEIGHTED_RATING_WEIGHT x WEIGHTED_RATING_PRIOR and
    // WEIGHTED_RATING_WEIGHT of @lutong/shared (bazaar.test.ts checks they still agree); the
    // query must write the expression exactly so (bazaar.query.ts weightedRatingSql).
    index('users_chef_weighted_rating_idx')
      .using(
        'btree',
        sql`((17.5::double precision + ${t.ratingsQuantity} * ${t.ratingsAverage}) / (5 + ${t.ratingsQuantity})) DESC`,
        t.id,
      )
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

// issue 20 (decision 025): a link by e-mail proves the owner reads `email`. `verify` confirms the
// account's own address; `change` moves the account to `email` when it is opened.
export const emailVerificationTokens = pgTable(
  'email_verification_tokens',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify', 'change'] }).notNull(),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('email_verification_tokens_hash_key').on(t.tokenHash),
    index('email_verification_tokens_user_idx').on(t.userId),
  ],
);
