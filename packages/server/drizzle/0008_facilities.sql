CREATE TABLE "facilities" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"capacity" integer DEFAULT 1 NOT NULL,
	"opens" text DEFAULT '08:00' NOT NULL,
	"closes" text DEFAULT '22:00' NOT NULL,
	"slot_minutes" integer DEFAULT 60 NOT NULL,
	"weekly_limit" integer DEFAULT 2 NOT NULL,
	"fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"needs_approval" boolean DEFAULT false NOT NULL,
	"house_rules" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"facility_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"user_id" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"fee" numeric(12, 2) DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_bookings" ADD CONSTRAINT "facility_bookings_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facilities_property_created" ON "facilities" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "facility_bookings_live_slot" ON "facility_bookings" USING btree ("facility_id","starts_at") WHERE "facility_bookings"."status" in ('Pending', 'Confirmed');--> statement-breakpoint
CREATE INDEX "facility_bookings_facility_starts" ON "facility_bookings" USING btree ("facility_id","starts_at");--> statement-breakpoint
CREATE INDEX "facility_bookings_property_starts" ON "facility_bookings" USING btree ("property_id","starts_at","id");--> statement-breakpoint
CREATE INDEX "facility_bookings_unit_starts" ON "facility_bookings" USING btree ("unit_id","starts_at");--> statement-breakpoint
-- hand-written below
-- The 'Facilities' policy area (pnpm new:resource): every role name that has default policies
-- gets it (all of it for Manager and Admin, View for a new role's template '*', none for the
-- others), and every existing role gets what a new role of its name would get.
INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")
SELECT d.role_name, 'Facilities', p.permission, d.role_name IN ('Manager', 'Admin') OR (d.role_name = '*' AND p.permission = 'View'), d.last + p.n
FROM (SELECT role_name, max(position) AS last FROM "default_policies" GROUP BY role_name) d CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")
SELECT r.id, 'Facilities', p.permission, coalesce(own.active, template.active, false), coalesce(last.position, -1) + p.n
FROM "roles" r CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
LEFT JOIN (SELECT role_id, max(position) AS position FROM "role_policies" GROUP BY role_id) last ON last.role_id = r.id
LEFT JOIN "default_policies" own ON own.role_name = r.name AND own.area = 'Facilities' AND own.permission = p.permission
LEFT JOIN "default_policies" template ON NOT r.system AND template.role_name = '*' AND template.area = 'Facilities' AND template.permission = p.permission
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Spec 002 §1 Facilities: owners book (View and Create) and security guards see today's bookings
-- (View), on every property that exists; auth/policies.ts gives new properties the same.
UPDATE "default_policies" SET "active" = true
WHERE "area" = 'Facilities' AND (("role_name" = 'Owner' AND "permission" IN ('View', 'Create'))
  OR ("role_name" = 'Security Guard' AND "permission" = 'View'));--> statement-breakpoint
UPDATE "role_policies" SET "active" = true
FROM "roles" r
WHERE r.id = "role_policies"."role_id" AND "role_policies"."area" = 'Facilities'
  AND ((r.name = 'Owner' AND "role_policies"."permission" IN ('View', 'Create'))
    OR (r.name = 'Security Guard' AND "role_policies"."permission" = 'View'));
