-- Issue 21, decision 032: abuse limits kept in the database, shared by every server process.
-- UNLOGGED (written by hand after drizzle-kit's CREATE TABLE): the counters skip the write-ahead
-- log, so an increment costs no WAL flush; after a crash the table comes back empty and the
-- limits start over, which is acceptable for 15-minute counters. Streaming replicas do not see
-- the table (it is read and written only on the primary).
CREATE UNLOGGED TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
