CREATE INDEX "outbound_mail_to" ON "outbound_mail" USING btree (lower("to_address"));--> statement-breakpoint
CREATE INDEX "outbound_mail_application" ON "outbound_mail" USING btree ("application_id") WHERE "outbound_mail"."application_id" is not null;--> statement-breakpoint
CREATE INDEX "outbound_mail_alert" ON "outbound_mail" USING btree ("alert_subscription_id") WHERE "outbound_mail"."alert_subscription_id" is not null;--> statement-breakpoint
CREATE INDEX "outbound_mail_draft" ON "outbound_mail" USING btree ("draft_id") WHERE "outbound_mail"."draft_id" is not null;