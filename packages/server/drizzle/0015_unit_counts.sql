CREATE TABLE "unit_counts" (
	"property_id" integer PRIMARY KEY NOT NULL,
	"units" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "unit_counts" ADD CONSTRAINT "unit_counts_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- How many units a property has, kept by the writes: each statement on units adds what it changed
-- to unit_counts in its own transaction, whoever runs it (the server, an import, an operator's
-- SQL), so the units list's total is one row rather than a count over the property's units
-- (ADR 0025). Rows are written in property order, so two transactions meet each other's locks in
-- the same order.
CREATE OR REPLACE FUNCTION strata_unit_counts_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM unit_counts;
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: the property may be going too (ON DELETE CASCADE), its row with it.
    UPDATE unit_counts c SET units = c.units - gone.n
    FROM (
      SELECT property_id, count(*) AS n FROM old_rows GROUP BY property_id ORDER BY property_id
    ) AS gone
    WHERE c.property_id = gone.property_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO unit_counts (property_id, units)
    SELECT property_id, count(*) FROM new_rows GROUP BY property_id ORDER BY property_id
    ON CONFLICT (property_id) DO UPDATE SET units = unit_counts.units + excluded.units;
  ELSE
    -- A unit moved to another property (a row trigger, see below): one less there, one more here,
    -- the lower property first.
    IF OLD.property_id < NEW.property_id THEN
      UPDATE unit_counts SET units = units - 1 WHERE property_id = OLD.property_id;
    END IF;
    INSERT INTO unit_counts (property_id, units) VALUES (NEW.property_id, 1)
    ON CONFLICT (property_id) DO UPDATE SET units = unit_counts.units + 1;
    IF OLD.property_id > NEW.property_id THEN
      UPDATE unit_counts SET units = units - 1 WHERE property_id = OLD.property_id;
    END IF;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER units_counts_inserted AFTER INSERT ON units
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_counts_changed();--> statement-breakpoint
-- Only an update that moves a unit to another property changes a count: a row trigger limited to
-- that column and to a changed value, so an edit of anything else runs nothing (a statement trigger
-- with transition tables cannot be limited to a column, and would run on every edit).
CREATE TRIGGER units_counts_moved AFTER UPDATE OF property_id ON units
  FOR EACH ROW WHEN (OLD.property_id IS DISTINCT FROM NEW.property_id)
  EXECUTE FUNCTION strata_unit_counts_changed();--> statement-breakpoint
CREATE TRIGGER units_counts_deleted AFTER DELETE ON units
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_counts_changed();--> statement-breakpoint
CREATE TRIGGER units_counts_truncated AFTER TRUNCATE ON units
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_counts_changed();--> statement-breakpoint
-- The counts of the units already there.
INSERT INTO unit_counts (property_id, units)
SELECT property_id, count(*) FROM units GROUP BY property_id;
