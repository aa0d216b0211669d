-- Indexes in each list's order and filters, and trigram indexes for the searched text
-- columns. pg_trgm is one per database (trusted since PostgreSQL 13; PGlite loads it as an
-- extension), while these migrations may run in many schemas of one database (the server tests),
-- so it is created in public if no run has created it yet (concurrent runs may race, hence the
-- handler), and the operator class is named by the extension's own schema, whatever the search path.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;--> statement-breakpoint
DROP INDEX "access_cards_unit";--> statement-breakpoint
DROP INDEX "account_statements_unit_date";--> statement-breakpoint
DROP INDEX "announcements_property_created";--> statement-breakpoint
DROP INDEX "audit_property_created";--> statement-breakpoint
DROP INDEX "inbox_user_created";--> statement-breakpoint
DROP INDEX "payments_unit";--> statement-breakpoint
CREATE INDEX "account_statements_property_date" ON "account_statements" USING btree ("property_id","date","id");--> statement-breakpoint
CREATE INDEX "account_statements_date" ON "account_statements" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "announcements_created" ON "announcements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_created" ON "audit_entries" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "error_log_created" ON "error_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "payments_property_date" ON "payments" USING btree ("property_id","date","id");--> statement-breakpoint
CREATE INDEX "payments_date" ON "payments" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "support_user_created" ON "support_reports" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "support_created" ON "support_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "units_property_unit_no_order" ON "units" USING btree ("property_id","unit_no","id");--> statement-breakpoint
CREATE INDEX "units_unit_no_order" ON "units" USING btree ("unit_no","id");--> statement-breakpoint
CREATE INDEX "users_property_created" ON "users" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "users_created" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "visitors_property_start_order" ON "visitors" USING btree ("property_id","start_date","id");--> statement-breakpoint
CREATE INDEX "visitors_start_order" ON "visitors" USING btree ("start_date","id");--> statement-breakpoint
CREATE INDEX "access_cards_unit" ON "access_cards" USING btree ("unit_id","serial_number");--> statement-breakpoint
CREATE INDEX "account_statements_unit_date" ON "account_statements" USING btree ("unit_id","date","id");--> statement-breakpoint
CREATE INDEX "announcements_property_created" ON "announcements" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_property_created" ON "audit_entries" USING btree ("property_id","created_at","id");--> statement-breakpoint
CREATE INDEX "inbox_user_created" ON "inbox_items" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "payments_unit" ON "payments" USING btree ("unit_id","date","id");--> statement-breakpoint
DO $$
DECLARE
  ops text := (
    SELECT format('%I.gin_trgm_ops', n.nspname)
    FROM pg_extension e JOIN pg_namespace n ON n.oid = e.extnamespace
    WHERE e.extname = 'pg_trgm'
  );
BEGIN
  EXECUTE format('CREATE INDEX "units_unit_no_trgm" ON "units" USING gin ("unit_no" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "units_block_trgm" ON "units" USING gin ("block" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "users_name_trgm" ON "users" USING gin ("name" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "users_username_trgm" ON "users" USING gin ("username" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "users_email_trgm" ON "users" USING gin ("email" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "users_contact_trgm" ON "users" USING gin ("contact" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "visitors_name_trgm" ON "visitors" USING gin ("name" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "visitors_contact_trgm" ON "visitors" USING gin ("contact" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "visitors_vehicle_no_trgm" ON "visitors" USING gin ("vehicle_no" %s) WITH (fastupdate=false)', ops);
  EXECUTE format('CREATE INDEX "visitors_qrcode_trgm" ON "visitors" USING gin ("qrcode" %s) WITH (fastupdate=false)', ops);
END
$$;
