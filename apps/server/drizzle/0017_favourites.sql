CREATE TABLE "favourite_notices" (
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"unsubscribe_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_notices_buyer_id_seller_id_day_pk" PRIMARY KEY("buyer_id","seller_id","day")
);
--> statement-breakpoint
CREATE TABLE "favourite_sellers" (
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favourite_sellers_buyer_id_seller_id_pk" PRIMARY KEY("buyer_id","seller_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "favourite_menu_emails" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "favourite_notices" ADD CONSTRAINT "favourite_notices_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_notices" ADD CONSTRAINT "favourite_notices_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_sellers" ADD CONSTRAINT "favourite_sellers_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favourite_sellers" ADD CONSTRAINT "favourite_sellers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "favourite_notices_unsubscribe_key" ON "favourite_notices" USING btree ("unsubscribe_hash");--> statement-breakpoint
CREATE INDEX "favourite_sellers_seller_idx" ON "favourite_sellers" USING btree ("seller_id");