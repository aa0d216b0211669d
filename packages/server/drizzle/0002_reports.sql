CREATE TABLE "boats" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"name" text NOT NULL,
	"boat_type" text DEFAULT 'normal' NOT NULL,
	"operator" text NOT NULL,
	"capacity" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "children" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "seniors" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "boat_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_name" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "customer_phone" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "redeemed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reprints" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "voided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "void_note" text;--> statement-breakpoint
ALTER TABLE "boats" ADD CONSTRAINT "boats_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_boat_id_boats_id_fk" FOREIGN KEY ("boat_id") REFERENCES "public"."boats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_property_purchased" ON "bookings" USING btree ("property_id","purchased_at");--> statement-breakpoint
CREATE INDEX "bookings_property_departure" ON "bookings" USING btree ("property_id","departure_at");--> statement-breakpoint
CREATE INDEX "bookings_flagged" ON "bookings" USING btree ("property_id") WHERE (refund_requested_at is not null or cancel_requested_at is not null or vvip or (boat_type = 'chartered' and status = 'pending'));