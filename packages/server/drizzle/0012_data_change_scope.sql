-- Lists answered from memory (http/list-cache.ts, ADR 0019) end only the replies that read the
-- table and the property a committed change touched. The statement triggers of 0006_data_changes
-- said only { "k": "data" } (every list of every instance ended at every change); these say which
-- table and which properties: { "k": "data", "t": "units", "p": [1, 2] }, where 0 stands for rows
-- of no property (a super user), which only the every-property lists read. More than 200
-- properties in one statement, or a TRUNCATE, name the table without properties (every list
-- reading it ends). Updates that move only "last active" or "updated at" (the actor cache's own
-- once-a-minute write) send nothing. The property is the table's `property_id` column, or `id` for
-- properties (the trigger's argument); NOTIFY goes out only when the change commits.
DROP TRIGGER IF EXISTS units_data_changed ON units;--> statement-breakpoint
DROP TRIGGER IF EXISTS users_data_changed ON users;--> statement-breakpoint
DROP TRIGGER IF EXISTS properties_data_changed ON properties;--> statement-breakpoint
DROP FUNCTION IF EXISTS strata_data_changed();--> statement-breakpoint
CREATE OR REPLACE FUNCTION strata_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  property_column text := TG_ARGV[0];
  unseen text[] := ARRAY['last_active', 'updated_at'];
  props integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT coalesce((to_jsonb(n) ->> property_column)::integer, 0)) INTO props
    FROM new_rows n;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT coalesce((to_jsonb(o) ->> property_column)::integer, 0)) INTO props
    FROM old_rows o;
  ELSIF TG_OP = 'UPDATE' THEN
    -- Both sides of a changed row: a row moved to another property changes both properties' lists.
    SELECT array_agg(DISTINCT coalesce(side.property, 0)) INTO props FROM (
      SELECT (to_jsonb(n) ->> property_column)::integer AS new_property,
        (to_jsonb(o) ->> property_column)::integer AS old_property
      FROM new_rows n FULL JOIN old_rows o ON o.id = n.id
      WHERE n.id IS NULL OR o.id IS NULL OR to_jsonb(n) - unseen IS DISTINCT FROM to_jsonb(o) - unseen
    ) AS changed, LATERAL (VALUES (changed.new_property), (changed.old_property)) AS side(property);
  END IF;
  IF TG_OP = 'TRUNCATE' OR cardinality(props) > 200 THEN
    PERFORM pg_notify('strata_rt_' || TG_TABLE_SCHEMA, json_build_object('k', 'data', 't', TG_TABLE_NAME)::text);
  ELSIF cardinality(props) > 0 THEN
    PERFORM pg_notify(
      'strata_rt_' || TG_TABLE_SCHEMA,
      json_build_object('k', 'data', 't', TG_TABLE_NAME, 'p', props)::text
    );
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER units_data_inserted AFTER INSERT ON units REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER units_data_updated AFTER UPDATE ON units
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER units_data_deleted AFTER DELETE ON units REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER units_data_truncated AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER users_data_inserted AFTER INSERT ON users REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER users_data_updated AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER users_data_deleted AFTER DELETE ON users REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER users_data_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('property_id');--> statement-breakpoint
CREATE TRIGGER properties_data_inserted AFTER INSERT ON properties REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('id');--> statement-breakpoint
CREATE TRIGGER properties_data_updated AFTER UPDATE ON properties
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('id');--> statement-breakpoint
CREATE TRIGGER properties_data_deleted AFTER DELETE ON properties REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('id');--> statement-breakpoint
CREATE TRIGGER properties_data_truncated AFTER TRUNCATE ON properties
  FOR EACH STATEMENT EXECUTE FUNCTION strata_data_changed('id');
