CREATE TABLE "application_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	CONSTRAINT "application_files_kind" CHECK ("kind" in ('resume', 'avatar', 'attachment'))
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"posting_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"payload" jsonb NOT NULL,
	"candidate_email" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp (3) with time zone,
	"platform_candidate_id" text,
	"last_error" text,
	"status_link_kid" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp (3) with time zone,
	CONSTRAINT "applications_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "applications_status" CHECK ("status" in ('received', 'delivering', 'delivered', 'refused', 'outcome_unknown'))
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbound_mail" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_until" timestamp (3) with time zone,
	"last_error" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp (3) with time zone,
	CONSTRAINT "outbound_mail_status" CHECK ("status" in ('pending', 'sending', 'sent'))
);
--> statement-breakpoint
ALTER TABLE "application_files" ADD CONSTRAINT "application_files_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD CONSTRAINT "outbound_mail_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_files_application" ON "application_files" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "applications_due" ON "applications" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "applications_lease" ON "applications" USING btree ("lease_until");--> statement-breakpoint
CREATE INDEX "outbound_mail_due" ON "outbound_mail" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "outbound_mail_lease" ON "outbound_mail" USING btree ("lease_until");