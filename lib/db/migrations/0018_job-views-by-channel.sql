ALTER TABLE "job_views" ADD COLUMN "channel" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_views" DROP CONSTRAINT "job_views_day_posting_id_pk";--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_day_channel_posting_id_pk" PRIMARY KEY("day","channel","posting_id");--> statement-breakpoint
ALTER TABLE "job_views" ADD CONSTRAINT "job_views_channel" CHECK ("channel" in ('site', 'embed'));
