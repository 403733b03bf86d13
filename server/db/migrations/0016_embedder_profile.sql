ALTER TABLE "consumers" ADD COLUMN "embedder_id" uuid;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "favicon_url" text;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "reports_dashboard_id" text;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "force_new_document_verification_session" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "prioritize_local_lender_offers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "theme" jsonb;--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "approved_products" text[];--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "campaign_settings" jsonb;--> statement-breakpoint
ALTER TABLE "consumers" ADD CONSTRAINT "consumers_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE set null ON UPDATE no action;