CREATE TABLE "campaign_visits" (
	"day" date NOT NULL,
	"source" text NOT NULL,
	"medium" text NOT NULL,
	"campaign" text NOT NULL,
	"visits" integer NOT NULL,
	CONSTRAINT "campaign_visits_day_source_medium_campaign_pk" PRIMARY KEY("day","source","medium","campaign")
);
