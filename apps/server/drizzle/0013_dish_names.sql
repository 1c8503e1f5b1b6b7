-- Issue 22, decision 039: dish search matches the buyer's text against the distinct dish names
-- (dish_names, a few thousand rows, with its own trigram index), then finds the dishes of the
-- matched names through dishes_live_name_idx, which can stop after the first few thousand. The
-- names are kept by triggers on dishes (written by hand after drizzle-kit's tables and indexes);
-- a name is never removed: one that no dish has any more matches no dish.
CREATE TABLE "dish_names" (
	"name" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "dish_names_trgm_idx" ON "dish_names" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "dishes_live_name_idx" ON "dishes" USING btree (lower("name")) WHERE "dishes"."deleted_at" IS NULL;--> statement-breakpoint
INSERT INTO "dish_names" ("name") SELECT DISTINCT lower("name") FROM "dishes" ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE FUNCTION dish_names_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_LEVEL = 'STATEMENT' THEN
    INSERT INTO dish_names (name) SELECT DISTINCT lower(name) FROM new_rows ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO dish_names (name) VALUES (lower(NEW.name)) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- One statement's new dishes at once (the bench loads a million in a few statements); a renamed
-- dish one at a time, and only when its name changed (stock updates leave it alone).
CREATE TRIGGER dishes_names_insert AFTER INSERT ON dishes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dish_names_add();--> statement-breakpoint
CREATE TRIGGER dishes_names_update AFTER UPDATE OF name ON dishes
  FOR EACH ROW WHEN (lower(OLD.name) IS DISTINCT FROM lower(NEW.name)) EXECUTE FUNCTION dish_names_add();
