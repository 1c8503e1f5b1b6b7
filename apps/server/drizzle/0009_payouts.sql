-- Issue 19 (decision 022): payout details per chef, statement lines, held/pending/sent payouts
-- with the transfer reference, amounts in centavos.
CREATE TABLE "payout_details" (
	"chef_id" uuid PRIMARY KEY NOT NULL,
	"method" text NOT NULL,
	"bank_name" text,
	"account_name" text NOT NULL,
	"account_number" text,
	"wallet" text,
	"wallet_number" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_details_method_check" CHECK (("payout_details"."method" = 'bank' AND "payout_details"."bank_name" IS NOT NULL AND "payout_details"."account_number" IS NOT NULL) OR ("payout_details"."method" = 'ewallet' AND "payout_details"."wallet" IS NOT NULL AND "payout_details"."wallet_number" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "payout_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payout_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"order_id" uuid NOT NULL,
	"refund_id" uuid,
	"food" integer NOT NULL,
	"fees" integer NOT NULL,
	"commission" integer NOT NULL,
	"refund" integer NOT NULL,
	"net" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "food_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "commission_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "refund_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "net_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "transfer_reference" text;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payouts" ADD COLUMN "sent_by" uuid;--> statement-breakpoint
ALTER TABLE "payout_details" ADD CONSTRAINT "payout_details_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_lines" ADD CONSTRAINT "payout_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payout_lines_payout_idx" ON "payout_lines" USING btree ("payout_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_order_key" ON "payout_lines" USING btree ("order_id") WHERE "payout_lines"."kind" = 'order';--> statement-breakpoint
CREATE UNIQUE INDEX "payout_lines_refund_key" ON "payout_lines" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payouts_status_idx" ON "payouts" USING btree ("status");--> statement-breakpoint
-- payouts recorded before this migration: their pesos in centavos
UPDATE "payouts" SET "food_centavos" = "gross" * 100, "commission_centavos" = "commission" * 100, "net_centavos" = "net" * 100;--> statement-breakpoint
-- their orders as statement lines, so the weekly close never pays an order twice
INSERT INTO "payout_lines" ("id", "payout_id", "kind", "order_id", "food", "fees", "commission", "refund", "net")
SELECT gen_random_uuid(), p."id", 'order', o."id", o."food_total" * 100, (o."delivery_fee" + o."service_fee") * 100, o."food_total" * 5, 0, o."food_total" * 95
FROM "payouts" p
JOIN "orders" o ON o."chef_id" = p."chef_id" AND o."payed" AND o."status" IN ('finished', 'completed')
  AND o."finished_at" >= ((p."week_start"::text || 'T00:00:00+08:00')::timestamptz)
  AND o."finished_at" < ((p."week_start"::text || 'T00:00:00+08:00')::timestamptz + interval '7 days')
ON CONFLICT DO NOTHING;
