CREATE TABLE "complains" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"unit_id" integer,
	"common_area" text,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'Open' NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "complaint_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"complaint_id" integer NOT NULL,
	"user_id" integer,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complains" ADD CONSTRAINT "complains_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complains" ADD CONSTRAINT "complains_unit_id_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."units"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complains" ADD CONSTRAINT "complains_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complains" ADD CONSTRAINT "complains_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_complaint_id_complains_id_fk" FOREIGN KEY ("complaint_id") REFERENCES "public"."complains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "complaint_messages" ADD CONSTRAINT "complaint_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "complains_property_created" ON "complains" USING btree ("property_id","created_at");--> statement-breakpoint
CREATE INDEX "complains_unit" ON "complains" USING btree ("unit_id");--> statement-breakpoint
CREATE INDEX "complains_created_by" ON "complains" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "complaint_messages_complaint" ON "complaint_messages" USING btree ("complaint_id","created_at");--> statement-breakpoint
-- hand-written below
-- The 'Complains' policy area (pnpm new:resource): every role name that has default policies
-- gets it (all of it for Manager and Admin, View for a new role's template '*', none for the
-- others), and every existing role gets what a new role of its name would get.
INSERT INTO "default_policies" ("role_name", "area", "permission", "active", "position")
SELECT d.role_name, 'Complains', p.permission, d.role_name IN ('Manager', 'Admin') OR (d.role_name = '*' AND p.permission = 'View'), d.last + p.n
FROM (SELECT role_name, max(position) AS last FROM "default_policies" GROUP BY role_name) d CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "role_policies" ("role_id", "area", "permission", "active", "position")
SELECT r.id, 'Complains', p.permission, coalesce(own.active, template.active, false), coalesce(last.position, -1) + p.n
FROM "roles" r CROSS JOIN (values ('View', 1), ('Create', 2), ('Update', 3), ('Delete', 4)) as p(permission, n)
LEFT JOIN (SELECT role_id, max(position) AS position FROM "role_policies" GROUP BY role_id) last ON last.role_id = r.id
LEFT JOIN "default_policies" own ON own.role_name = r.name AND own.area = 'Complains' AND own.permission = p.permission
LEFT JOIN "default_policies" template ON NOT r.system AND template.role_name = '*' AND template.area = 'Complains' AND template.permission = p.permission
ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Owners file complaints and follow their own: View and Create on Complains for every Owner role
-- (auth/policies.ts gives a new property's Owner role the same).
UPDATE "default_policies" SET "active" = true
WHERE "role_name" = 'Owner' AND "area" = 'Complains' AND "permission" IN ('View', 'Create');--> statement-breakpoint
UPDATE "role_policies" SET "active" = true
FROM "roles" r
WHERE r.id = "role_policies"."role_id" AND r.name = 'Owner' AND "role_policies"."area" = 'Complains' AND "role_policies"."permission" IN ('View', 'Create');
