CREATE INDEX "audit_log_category" ON "audit_log" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "consumer_file_errors_field" ON "consumer_file_errors" USING btree ("file_id","field","row");--> statement-breakpoint
CREATE INDEX "redemptions_status" ON "redemptions" USING btree ("status","created_at","id");