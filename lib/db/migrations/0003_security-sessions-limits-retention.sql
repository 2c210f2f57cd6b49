CREATE TABLE "admin_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"platform_user_id" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp (3) with time zone NOT NULL,
	"checked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp (3) with time zone,
	"end_reason" text,
	CONSTRAINT "admin_sessions_end_reason" CHECK ("end_reason" in ('signed_out', 'revoked', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "purge_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"ran_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"files_deleted" integer NOT NULL,
	"applications_deleted" integer NOT NULL,
	"mail_deleted" integer NOT NULL,
	"links_removed" integer NOT NULL,
	"counters_deleted" integer NOT NULL,
	"sessions_deleted" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_counters" (
	"key" text NOT NULL,
	"window_start" timestamp (3) with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_counters_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "admin_sessions_expires" ON "admin_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_counters_window" ON "rate_counters" USING btree ("window_start");