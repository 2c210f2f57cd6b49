ALTER TABLE "applications" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_channel" CHECK ("channel" in ('site', 'embed'));