-- Issue 18 (decision 020): the dates a chef closes the shop on (holidays), as Manila calendar
-- dates 'YYYY-MM-DD', without switching their menu days off.
ALTER TABLE "users" ADD COLUMN "closed_dates" text[] DEFAULT '{}'::text[] NOT NULL;