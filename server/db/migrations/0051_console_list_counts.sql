CREATE INDEX "audit_log_category" ON "audit_log" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "consumer_file_errors_field" ON "consumer_file_errors" USING btree ("file_id","field","row");--> statement-breakpoint
CREATE INDEX "prequal_leads_has_offers" ON "prequal_leads" USING btree ("embedder_id",(case when "has_offers" then 'Yes' else 'No' end),"prequal_at");--> statement-breakpoint
CREATE INDEX "redemptions_status" ON "redemptions" USING btree ("status","created_at","id");