CREATE TABLE "staff_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"platform_user_id" text NOT NULL,
	"staff_name" text NOT NULL,
	"staff_email" text NOT NULL,
	"action" text NOT NULL,
	"subject" text,
	"detail" text,
	CONSTRAINT "staff_activity_action" CHECK ("action" in ('signed_in', 'sign_in_refused', 'signed_out', 'session_ended', 'exported_applications', 'retried_application', 'erased_candidate'))
);
--> statement-breakpoint
ALTER TABLE "purge_runs" ADD COLUMN "activity_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "staff_activity_at" ON "staff_activity" USING btree ("at");--> statement-breakpoint
CREATE INDEX "staff_activity_by" ON "staff_activity" USING btree ("platform_user_id","id");