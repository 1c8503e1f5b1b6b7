ALTER TABLE "refunds" ADD COLUMN "notified" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolved_by" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "resolution_note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;