CREATE TABLE "unit_balances" (
	"property_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"balance" numeric DEFAULT 0 NOT NULL,
	CONSTRAINT "unit_balances_property_id_unit_id_pk" PRIMARY KEY("property_id","unit_id")
);
--> statement-breakpoint
ALTER TABLE "unit_balances" ADD CONSTRAINT "unit_balances_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unit_balances" ADD CONSTRAINT "unit_balances_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A unit's balance (debits less credits of its statement rows), kept by the writes: each
-- statement on account_statements adds what it changed to unit_balances in its own transaction,
-- whoever runs it (the server, a script, an operator's SQL), so a property's outstanding is a sum
-- over one row a unit rather than over every statement row (ADR 0021). Rows are written in
-- (property, unit) order, so two transactions meet each other's locks in the same order.
CREATE OR REPLACE FUNCTION strata_unit_balances_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM unit_balances;
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: the unit may be going too (ON DELETE CASCADE), its row with it.
    UPDATE unit_balances b SET balance = b.balance - gone.amount
    FROM (
      SELECT property_id, unit_id, sum(debit - credit) AS amount FROM old_rows
      GROUP BY property_id, unit_id ORDER BY property_id, unit_id
    ) AS gone
    WHERE b.property_id = gone.property_id AND b.unit_id = gone.unit_id;
  ELSIF TG_OP = 'INSERT' THEN
    INSERT INTO unit_balances (property_id, unit_id, balance)
    SELECT property_id, unit_id, sum(debit - credit) FROM new_rows
    GROUP BY property_id, unit_id ORDER BY property_id, unit_id
    ON CONFLICT (property_id, unit_id) DO UPDATE SET balance = unit_balances.balance + excluded.balance;
  ELSE
    -- An update: the rows as they are now, less the rows as they were (a row may change unit).
    INSERT INTO unit_balances (property_id, unit_id, balance)
    SELECT property_id, unit_id, sum(amount) FROM (
      SELECT property_id, unit_id, debit - credit AS amount FROM new_rows
      UNION ALL
      SELECT property_id, unit_id, credit - debit FROM old_rows
    ) AS changed
    GROUP BY property_id, unit_id ORDER BY property_id, unit_id
    ON CONFLICT (property_id, unit_id) DO UPDATE SET balance = unit_balances.balance + excluded.balance;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER account_statements_balances_inserted AFTER INSERT ON account_statements
  REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_balances_changed();--> statement-breakpoint
CREATE TRIGGER account_statements_balances_updated AFTER UPDATE ON account_statements
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_balances_changed();--> statement-breakpoint
CREATE TRIGGER account_statements_balances_deleted AFTER DELETE ON account_statements
  REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_balances_changed();--> statement-breakpoint
CREATE TRIGGER account_statements_balances_truncated AFTER TRUNCATE ON account_statements
  FOR EACH STATEMENT EXECUTE FUNCTION strata_unit_balances_changed();--> statement-breakpoint
-- The balances of the statement rows already there.
INSERT INTO unit_balances (property_id, unit_id, balance)
SELECT property_id, unit_id, sum(debit - credit) FROM account_statements
GROUP BY property_id, unit_id;
