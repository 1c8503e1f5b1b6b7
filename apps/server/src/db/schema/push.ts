// Web push subscriptions (issue 23, decision 047): one row per browser a signed-in user allowed to
// notify them, as the browser's PushManager answered it. The endpoint is the push service's address
// for that browser, unique across users; a push service answering 404 or 410 removes the row.
import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { createdAt } from './columns.js';

export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: uuid('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    /** the browser's P-256 public key and authentication secret (base64url), for aes128gcm */
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: createdAt(),
    lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
    /** sends refused or failed in a row since the last success */
    failureCount: integer('failure_count').notNull().default(0),
  },
  (t) => [index('push_subscriptions_user_idx').on(t.userId)],
);
