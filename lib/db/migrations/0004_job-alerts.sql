CREATE TABLE "alert_postings" (
	"posting_id" text PRIMARY KEY NOT NULL,
	"first_seen_at" timestamp (3) with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"owner_key" text NOT NULL,
	"search" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp (3) with time zone NOT NULL,
	"confirmed_at" timestamp (3) with time zone,
	"checked_up_to" timestamp (3) with time zone,
	"last_digest_at" timestamp (3) with time zone,
	CONSTRAINT "alert_subscriptions_status" CHECK ("status" in ('pending', 'confirmed'))
);
--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD COLUMN "alert_subscription_id" text;--> statement-breakpoint
CREATE INDEX "alert_postings_first_seen" ON "alert_postings" USING btree ("first_seen_at");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_due" ON "alert_subscriptions" USING btree ("status","last_digest_at");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_owner" ON "alert_subscriptions" USING btree ("owner_key");--> statement-breakpoint
CREATE INDEX "alert_subscriptions_email" ON "alert_subscriptions" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "outbound_mail" ADD CONSTRAINT "outbound_mail_alert_subscription_id_alert_subscriptions_id_fk" FOREIGN KEY ("alert_subscription_id") REFERENCES "public"."alert_subscriptions"("id") ON DELETE cascade ON UPDATE no action;