-- ARCHITECTURE §3: geo (cube + earthdistance) and typo-tolerant text search (pg_trgm), on both drivers.
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
