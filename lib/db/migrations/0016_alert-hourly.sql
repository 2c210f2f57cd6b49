ALTER TABLE "alert_subscriptions" DROP CONSTRAINT "alert_subscriptions_frequency";--> statement-breakpoint
ALTER TABLE "alert_subscriptions" ADD CONSTRAINT "alert_subscriptions_frequency" CHECK ("frequency" in ('hourly', 'daily', 'weekly'));
