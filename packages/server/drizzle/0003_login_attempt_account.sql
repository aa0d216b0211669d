ALTER TABLE "login_attempts" ADD COLUMN "account" text;--> statement-breakpoint
CREATE INDEX "login_attempts_account" ON "login_attempts" USING btree ("account","created_at");