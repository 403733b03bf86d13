CREATE INDEX "loan_leads_fi_status" ON "loan_leads" USING btree ("fi_id","status","created_at");--> statement-breakpoint
CREATE INDEX "loan_leads_redemption" ON "loan_leads" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "redemptions_created" ON "redemptions" USING btree ("created_at","id");