CREATE TABLE "job_views" (
	"day" date NOT NULL,
	"posting_id" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "job_views_day_posting_id_pk" PRIMARY KEY("day","posting_id")
);
