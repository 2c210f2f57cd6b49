CREATE TABLE "kept_copies" (
	"cache" text NOT NULL,
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	"stored_at" timestamp (3) with time zone NOT NULL,
	CONSTRAINT "kept_copies_cache_key_pk" PRIMARY KEY("cache","key")
);
--> statement-breakpoint
CREATE INDEX "kept_copies_stored" ON "kept_copies" USING btree ("stored_at");