-- Issue 10: every committed change to a seller or their dishes is announced on the channel
-- 'menu_changed' so that each server process drops its cached copy of that menu
-- (src/modules/sellers/menu-cache.ts). The payload is the sellers' ids joined by commas, or '*'
-- when one statement touched so many sellers that dropping every cached menu is cheaper.
-- NOTIFY is transactional: it is delivered at commit, never for a rolled-back change.
CREATE FUNCTION menu_changed_notify() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  IF TG_TABLE_NAME = 'dishes' THEN
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(DISTINCT chef_id::text) INTO ids FROM new_rows;
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(DISTINCT chef_id::text) INTO ids FROM old_rows;
    ELSE
      SELECT array_agg(DISTINCT c) INTO ids FROM (
        SELECT chef_id::text AS c FROM new_rows UNION SELECT chef_id::text FROM old_rows) changed;
    END IF;
  ELSE
    IF TG_OP = 'INSERT' THEN
      SELECT array_agg(id::text) INTO ids FROM new_rows WHERE role = 'chef';
    ELSIF TG_OP = 'DELETE' THEN
      SELECT array_agg(id::text) INTO ids FROM old_rows WHERE role = 'chef';
    ELSE
      SELECT array_agg(DISTINCT c) INTO ids FROM (
        SELECT id::text AS c FROM new_rows WHERE role = 'chef'
        UNION SELECT id::text FROM old_rows WHERE role = 'chef') changed;
    END IF;
  END IF;
  IF ids IS NULL THEN
    RETURN NULL;
  END IF;
  IF cardinality(ids) > 100 THEN
    PERFORM pg_notify('menu_changed', '*');
  ELSE
    PERFORM pg_notify('menu_changed', array_to_string(ids, ','));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Transition tables allow one event per trigger: three triggers per table.
CREATE TRIGGER dishes_menu_changed_insert AFTER INSERT ON dishes
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();--> statement-breakpoint
CREATE TRIGGER dishes_menu_changed_update AFTER UPDATE ON dishes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();--> statement-breakpoint
CREATE TRIGGER dishes_menu_changed_delete AFTER DELETE ON dishes
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();--> statement-breakpoint
CREATE TRIGGER users_menu_changed_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();--> statement-breakpoint
CREATE TRIGGER users_menu_changed_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();--> statement-breakpoint
CREATE TRIGGER users_menu_changed_delete AFTER DELETE ON users
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION menu_changed_notify();
