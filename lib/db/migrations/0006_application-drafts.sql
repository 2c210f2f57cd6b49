CREATE TABLE "application_drafts" (
	"id" text PRIMARY KEY NOT NULL,
	"posting_id" text NOT NULL,
	"sealed" text NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "draft_id" text;--> statement-breakpoint
ALTER TABLE "purge_runs" ADD COLUMN "drafts_deleted" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "application_drafts_expiry" ON "application_drafts" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD CONSTRAINT "outbound_mail_draft_id_application_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."application_drafts"("id") ON DELETE cascade ON UPDATE no action;