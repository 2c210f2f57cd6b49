ALTER TABLE "applications" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "told_step" text;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "step_checked_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "updates_stopped_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "applications_step_checked" ON "applications" USING btree ("status","step_checked_at");