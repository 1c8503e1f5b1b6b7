ALTER TABLE "users" ADD COLUMN "address_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "address_note" text DEFAULT '' NOT NULL;