CREATE TABLE "candidate_files" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"posting_uuid" text NOT NULL,
	"job_id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"status" text NOT NULL,
	"application" jsonb NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL,
	"updated_on" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "candidates_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "configurations" (
	"posting_uuid" text PRIMARY KEY NOT NULL,
	"body" jsonb NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"title" text NOT NULL,
	"ref_number" text NOT NULL,
	"status" text NOT NULL,
	"posting_status" text NOT NULL,
	"department" jsonb NOT NULL,
	"location" jsonb NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL,
	"updated_on" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "jobs_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_documents" (
	"id" text PRIMARY KEY NOT NULL,
	"offer_id" text NOT NULL,
	"file_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" text PRIMARY KEY NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" text NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "oidc_models" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"user_code" text,
	"uid" text,
	"expires_at" timestamp (3) with time zone,
	CONSTRAINT "oidc_models_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "postings" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"uuid" text NOT NULL,
	"job_id" text NOT NULL,
	"company_id" text NOT NULL,
	"active" boolean NOT NULL,
	"name" text NOT NULL,
	"country_code" text NOT NULL,
	"region" text,
	"city" text NOT NULL,
	"department_id" text NOT NULL,
	"language_code" text NOT NULL,
	"released_date" timestamp (3) with time zone NOT NULL,
	"document" jsonb NOT NULL,
	CONSTRAINT "postings_id_unique" UNIQUE("id"),
	CONSTRAINT "postings_uuid_unique" UNIQUE("uuid")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"candidate_id" text NOT NULL,
	"job_id" text NOT NULL,
	"reviewer_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text NOT NULL,
	"created_on" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "reviews_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "service_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"scopes" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"seq" bigserial PRIMARY KEY NOT NULL,
	"id" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"active" boolean NOT NULL,
	"system_role" text NOT NULL,
	"updated_on" timestamp (3) with time zone NOT NULL,
	"language" text NOT NULL,
	"sso_login_mode" text,
	"access_groups" jsonb,
	"password_hash" text,
	CONSTRAINT "users_id_unique" UNIQUE("id"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE INDEX "candidates_email" ON "candidates" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "candidates_status" ON "candidates" USING btree ("status");--> statement-breakpoint
CREATE INDEX "oidc_grant" ON "oidc_models" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_uid" ON "oidc_models" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "postings_job" ON "postings" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "users_updated_on" ON "users" USING btree ("updated_on");