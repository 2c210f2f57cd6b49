ALTER TABLE "campaign_visits" ADD COLUMN "channel" text DEFAULT 'site' NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_visits" DROP CONSTRAINT "campaign_visits_day_source_medium_campaign_pk";--> statement-breakpoint
ALTER TABLE "campaign_visits" ADD CONSTRAINT "campaign_visits_day_channel_source_medium_campaign_pk" PRIMARY KEY("day","channel","source","medium","campaign");--> statement-breakpoint
ALTER TABLE "campaign_visits" ADD CONSTRAINT "campaign_visits_channel" CHECK ("channel" in ('site', 'embed'));
