-- Issue 18 (decision 017): every order gets one short number people read and say. New rows get it
-- from the server (db/schema/order-number.ts); the rows already there get one here, drawn from
-- gen_random_uuid()'s random bytes over the same alphabet, redrawn until no two rows share one.
ALTER TABLE "orders" ADD COLUMN "number" text;--> statement-breakpoint
DO $$
DECLARE
  alphabet constant text := '23456789BCDFGHJKMNPQRSTVWXYZ';
BEGIN
  LOOP
    UPDATE "orders" o SET "number" = (
      SELECT string_agg(substr(alphabet, 1 + get_byte(r.b, i) % 28, 1), '' ORDER BY i)
      FROM (SELECT uuid_send(gen_random_uuid()) AS b WHERE o.id IS NOT NULL) r,
        unnest(ARRAY[0, 1, 2, 3, 4, 5, 9, 10]) AS i
    )
    WHERE o."number" IS NULL
      OR o."number" IN (SELECT "number" FROM "orders" GROUP BY "number" HAVING count(*) > 1);
    EXIT WHEN NOT EXISTS (
      SELECT 1 FROM "orders" WHERE "number" IS NULL
      UNION ALL
      SELECT 1 FROM "orders" GROUP BY "number" HAVING count(*) > 1
    );
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");
