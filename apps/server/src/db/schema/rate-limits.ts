// Abuse limits shared by every server process (issue 21, decision 032): one row per limit key
// holding its current window. The migration creates the table UNLOGGED: counters are cheap to
// lose on a crash (a limit starts over), so they skip the write-ahead log.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const rateLimits = pgTable('rate_limits', {
  /** the limit's route (or limiter name) and its key: an address, an account */
  key: text('key').primaryKey(),
  /** requests counted in the current window */
  hits: integer('hits').notNull(),
  /** when the current window ends; a later request starts a new one */
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
