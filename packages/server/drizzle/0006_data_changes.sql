-- Lists answered from memory (http/list-cache.ts) must hear of every committed change to
-- what they read, whoever made it (another instance, a script). A statement trigger on each table
-- a cached list reads sends { "k": "data" } on the realtime bus's channel of the table's schema
-- (realtime/bus.ts); NOTIFY goes out only when the change commits, once per transaction.
CREATE OR REPLACE FUNCTION strata_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('strata_rt_' || TG_TABLE_SCHEMA, '{"k":"data"}');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER units_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed();--> statement-breakpoint
CREATE TRIGGER users_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed();--> statement-breakpoint
CREATE TRIGGER properties_data_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed();
