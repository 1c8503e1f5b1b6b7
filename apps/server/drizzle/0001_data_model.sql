CREATE TABLE "applications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chef_id" uuid NOT NULL,
	"provider" text DEFAULT 'lalamove' NOT NULL,
	"provider_order_id" text,
	"quotation_id" text,
	"status" text DEFAULT 'ASSIGNING_DRIVER' NOT NULL,
	"price" integer,
	"driver_name" text,
	"driver_phone" text,
	"driver_photo" text,
	"share_link" text,
	"replaced_by_id" uuid,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dish_ratings" (
	"rating_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"stars" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dish_ratings_rating_id_dish_id_pk" PRIMARY KEY("rating_id","dish_id"),
	CONSTRAINT "dish_ratings_stars_range" CHECK ("dish_ratings"."stars" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "dishes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chef_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"serving_size" double precision DEFAULT 1 NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"allergy_description" text DEFAULT '' NOT NULL,
	"delivery_dates" text[] DEFAULT '{"","","","","","",""}'::text[] NOT NULL,
	"stock_quantity" boolean[] DEFAULT '{true,true,true,true,true,true,true}'::boolean[] NOT NULL,
	"day_stock" integer[],
	"today_stock" integer,
	"now" boolean DEFAULT false NOT NULL,
	"weekly_stock" integer,
	"weekly_quantity" integer DEFAULT 0 NOT NULL,
	"daily_prep" integer,
	"group_promo" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"standard_spice" boolean DEFAULT false NOT NULL,
	"ratings_average" double precision DEFAULT 0 NOT NULL,
	"ratings_quantity" integer DEFAULT 0 NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dishes_price_positive" CHECK ("dishes"."price" >= 0),
	CONSTRAINT "dishes_weekly_quantity_within_stock" CHECK ("dishes"."weekly_stock" IS NULL OR "dishes"."weekly_quantity" <= "dishes"."weekly_stock")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"dish_id" uuid NOT NULL,
	"name" text NOT NULL,
	"photo" text,
	"unit_price" integer NOT NULL,
	"promo_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"spice_level" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_spice_range" CHECK ("order_lines"."spice_level" IS NULL OR "order_lines"."spice_level" BETWEEN 0 AND 4)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"buyer_id" uuid NOT NULL,
	"chef_id" uuid NOT NULL,
	"status" text DEFAULT 'cart' NOT NULL,
	"name" text DEFAULT 'Not provided' NOT NULL,
	"delivery_mode" text DEFAULT 'pickup' NOT NULL,
	"delivery_date" text NOT NULL,
	"actual_date" text DEFAULT '' NOT NULL,
	"created_for" date NOT NULL,
	"today" boolean DEFAULT false NOT NULL,
	"selected_time" integer,
	"zip" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"lat" double precision,
	"lng" double precision,
	"apt_number" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"digital" boolean DEFAULT false NOT NULL,
	"delivery_ref" uuid,
	"delivery_fee" integer DEFAULT 0 NOT NULL,
	"group_fee" integer,
	"food_total" integer DEFAULT 0 NOT NULL,
	"service_fee" integer DEFAULT 0 NOT NULL,
	"rewards_applied" integer DEFAULT 0 NOT NULL,
	"total" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"payed" boolean DEFAULT false NOT NULL,
	"paid_at" timestamp with time zone,
	"confirmed" boolean,
	"confirmed_at" timestamp with time zone,
	"remarks" text,
	"finished" boolean DEFAULT false NOT NULL,
	"finished_at" timestamp with time zone,
	"placed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"provider" text DEFAULT 'paymongo' NOT NULL,
	"intent_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_centavos" integer NOT NULL,
	"currency" text DEFAULT 'PHP' NOT NULL,
	"status" text NOT NULL,
	"provider_payment_id" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"chef_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"gross" integer NOT NULL,
	"commission" integer NOT NULL,
	"net" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"chef_id" uuid NOT NULL,
	"overall" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_overall_range" CHECK ("ratings"."overall" IS NULL OR "ratings"."overall" BETWEEN 0 AND 5)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"provider_refund_id" text,
	"amount_centavos" integer NOT NULL,
	"reason" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rewards_ledger" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"order_id" uuid,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sim_mailbox" (
	"id" uuid PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"links" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"google_sub" text,
	"name" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"apt_number" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"role" text DEFAULT 'user' NOT NULL,
	"user_photo" text,
	"lat" double precision,
	"lng" double precision,
	"guides" boolean[] DEFAULT '{true,true}'::boolean[] NOT NULL,
	"today" boolean DEFAULT false NOT NULL,
	"brand_photo" text,
	"contain" boolean DEFAULT false NOT NULL,
	"cuisine" text[] DEFAULT '{}'::text[] NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mini_address" text DEFAULT '' NOT NULL,
	"ratings_average" double precision DEFAULT 0 NOT NULL,
	"ratings_quantity" integer DEFAULT 0 NOT NULL,
	"menu_dates" text[] DEFAULT '{}'::text[] NOT NULL,
	"day_prep" integer DEFAULT 1 NOT NULL,
	"hour_prep" integer DEFAULT 1 NOT NULL,
	"promo" double precision DEFAULT 0 NOT NULL,
	"finished_updating" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT false NOT NULL,
	"cook" boolean DEFAULT false NOT NULL,
	"baker" boolean DEFAULT false NOT NULL,
	"pantry" boolean DEFAULT false NOT NULL,
	"pantry_categories" text[] DEFAULT '{}'::text[] NOT NULL,
	"caterer" boolean DEFAULT false NOT NULL,
	"vegetarian" boolean DEFAULT false NOT NULL,
	"pickup" boolean DEFAULT true NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"delivery_times" jsonb,
	"social_media" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_promo_range" CHECK ("users"."promo" >= 0 AND "users"."promo" < 1)
);
--> statement-breakpoint
CREATE TABLE "vanity_routes" (
	"word" text PRIMARY KEY NOT NULL,
	"chef_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ratings" ADD CONSTRAINT "dish_ratings_rating_id_ratings_id_fk" FOREIGN KEY ("rating_id") REFERENCES "public"."ratings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dish_ratings" ADD CONSTRAINT "dish_ratings_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dishes" ADD CONSTRAINT "dishes_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_dish_id_dishes_id_fk" FOREIGN KEY ("dish_id") REFERENCES "public"."dishes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_delivery_ref_deliveries_id_fk" FOREIGN KEY ("delivery_ref") REFERENCES "public"."deliveries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards_ledger" ADD CONSTRAINT "rewards_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vanity_routes" ADD CONSTRAINT "vanity_routes_chef_id_users_id_fk" FOREIGN KEY ("chef_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_status_idx" ON "applications" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "deliveries_provider_order_key" ON "deliveries" USING btree ("provider","provider_order_id");--> statement-breakpoint
CREATE INDEX "dish_ratings_dish_idx" ON "dish_ratings" USING btree ("dish_id","created_at");--> statement-breakpoint
CREATE INDEX "dishes_chef_idx" ON "dishes" USING btree ("chef_id");--> statement-breakpoint
CREATE INDEX "dishes_name_trgm_idx" ON "dishes" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_order_dish_key" ON "order_lines" USING btree ("order_id","dish_id");--> statement-breakpoint
CREATE INDEX "orders_buyer_idx" ON "orders" USING btree ("buyer_id","status");--> statement-breakpoint
CREATE INDEX "orders_chef_idx" ON "orders" USING btree ("chef_id","status");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_cart_per_day_key" ON "orders" USING btree ("buyer_id","chef_id","created_for","today") WHERE "orders"."status" = 'cart';--> statement-breakpoint
CREATE INDEX "outbox_pending_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_intent_key" ON "payments" USING btree ("provider","intent_id");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payouts_chef_week_key" ON "payouts" USING btree ("chef_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_order_key" ON "ratings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "ratings_chef_idx" ON "ratings" USING btree ("chef_id","created_at");--> statement-breakpoint
CREATE INDEX "rewards_ledger_user_idx" ON "rewards_ledger" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rewards_ledger_order_reason_key" ON "rewards_ledger" USING btree ("order_id","reason");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_key" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_key" ON "users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_google_sub_key" ON "users" USING btree ("google_sub");--> statement-breakpoint
CREATE INDEX "users_chef_earth_idx" ON "users" USING gist (ll_to_earth("lat", "lng")) WHERE "users"."role" = 'chef' AND "users"."lat" IS NOT NULL AND "users"."lng" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "users_chef_name_trgm_idx" ON "users" USING gin (lower("name") gin_trgm_ops) WHERE "users"."role" = 'chef';--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_events_provider_event_key" ON "webhook_events" USING btree ("provider","event_id");