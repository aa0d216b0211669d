CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer NOT NULL,
	"name" text NOT NULL,
	"ic" text NOT NULL,
	"email" text NOT NULL,
	"contact" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"documents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"verified_at" timestamp with time zone,
	"verified_by" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_property_created" ON "tenants" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "tenants_user" ON "tenants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tenants_unit" ON "tenants" USING btree ("unit_id");--> statement-breakpoint
-- hand-written below
-- The 'Tenants' policy area (pnpm new:resource): every role name that has default policies
-- gets it (all of it for Manager, Admin and Owner, owners on their own units' tenants only, View for a new role's template '*', none for the
-- others), and every existing role gets what a new role of its name would get.
INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")
SELECT d.role_name, 'Tenants', p.permission, d.role_name IN ('Manager', 'Admin', 'Owner') OR (d.role_name = '*' AND p.permission = 'View'), d.last + p.n
FROM (SELECT role_name, max(position) AS last FROM "default_policies" GROUP BY role_name) d CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")
SELECT r.id, 'Tenants', p.permission, coalesce(own.active, template.active, false), coalesce(last.position, -1) + p.n
FROM "roles" r CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
LEFT JOIN (SELECT role_id, max(position) AS position FROM "role_policies" GROUP BY role_id) last ON last.role_id = r.id
LEFT JOIN "default_policies" own ON own.role_name = r.name AND own.area = 'Tenants' AND own.permission = p.permission
LEFT JOIN "default_policies" template ON NOT r.system AND template.role_name = '*' AND template.area = 'Tenants' AND template.permission = p.permission
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The 'Tenant' system role (a unit's verified tenant): its default policies over every area an
-- Owner has (Units View, Visitors View and Create, Announcements View, Facilities and Complains View and Create on; the rest off), the role
-- on every property, and its policies as a new property's Tenant role gets them.
INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")
SELECT 'Tenant', o.area, o.permission, g.area IS NOT NULL, o.position
FROM "default_policies" o
LEFT JOIN (values ('Units', 'View'), ('Visitors', 'View'), ('Visitors', 'Create'), ('Announcements', 'View'), ('Facilities', 'View'), ('Facilities', 'Create'), ('Complains', 'View'), ('Complains', 'Create')) as g(area, permission)
  ON g.area = o.area AND g.permission = o.permission
WHERE o.role_name = 'Owner'
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "roles" ("property_id", "name", "system")
SELECT p.id, 'Tenant', true FROM "properties" p
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")
SELECT r.id, d.area, d.permission, d.active, d.position
FROM "roles" r JOIN "default_policies" d ON d.role_name = 'Tenant'
WHERE r.name = 'Tenant'
ON CONFLICT DO NOTHING;
