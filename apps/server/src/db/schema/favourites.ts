// Favourite sellers (issue 23, decision 048): a buyer's hearts, and the "new menu day" e-mails
// already written, one per buyer, seller and Manila day.
import { date, index, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';
import { users } from './accounts.js';

/** The buyer and the favourite seller, both users (their rows go with the account). */
const buyerAndSeller = () => ({
  buyerId: uuid('buyer_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  sellerId: uuid('seller_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
});

export const favouriteSellers = pgTable(
  'favourite_sellers',
  {
    ...buyerAndSeller(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.sellerId] }),
    // who to tell when a seller opens a day
    index('favourite_sellers_seller_idx').on(t.sellerId),
  ],
);

// The idempotency key of the "new menu day" e-mail: at most one per buyer, seller and Manila day
// it was written on. The unsubscribe link carries a token whose hash is kept here.
export const favouriteNotices = pgTable(
  'favourite_notices',
  {
    ...buyerAndSeller(),
    day: date('day', { mode: 'string' }).notNull(),
    unsubscribeHash: text('unsubscribe_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.buyerId, t.sellerId, t.day] }),
    uniqueIndex('favourite_notices_unsubscribe_key').on(t.unsubscribeHash),
  ],
);
