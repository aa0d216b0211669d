CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD CONSTRAINT "tenants_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tenants_property_created" ON "tenants" USING btree ("property_id","created_at");
--> statement-breakpoint
-- The 'Tenants' policy area (pnpm new:resource): every role name that has default policies
-- gets it (all of it for Manager and Admin, View for a new role's template '*', none for the
-- others), and every existing role gets what a new role of its name would get.
INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")
SELECT d.role_name, 'Tenants', p.permission, d.role_name IN ('Manager', 'Admin') OR (d.role_name = '*' AND p.permission = 'View'), d.last + p.n
FROM (SELECT role_name, max(position) AS last FROM "default_policies" GROUP BY role_name) d CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")
SELECT r.id, 'Tenants', p.permission, coalesce(own.active, template.active, false), coalesce(last.position, -1) + p.n
FROM "roles" r CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
LEFT JOIN (SELECT role_id, max(position) AS position FROM "role_policies" GROUP BY role_id) last ON last.role_id = r.id
LEFT JOIN "default_policies" own ON own.role_name = r.name AND own.area = 'Tenants' AND own.permission = p.permission
LEFT JOIN "default_policies" template ON NOT r.system AND template.role_name = '*' AND template.area = 'Tenants' AND template.permission = p.permission
ON CONFLICT DO NOTHING;
