CREATE TABLE "campaign_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"uc_campaign_id" uuid NOT NULL,
	"summary" text NOT NULL,
	"before_text" text NOT NULL,
	"after_text" text NOT NULL,
	"status" text DEFAULT 'PENDING_ACKNOWLEDGEMENT' NOT NULL,
	"requested_by" text,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_by" text,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "marketplace_settings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"uc_campaign_id" uuid NOT NULL,
	"settings" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"source_campaign_id" uuid NOT NULL,
	"projection_for" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer,
	"rows" jsonb,
	"error" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "projections_id_fi" UNIQUE("id","fi_id")
);
--> statement-breakpoint
ALTER TABLE "campaign_acknowledgements" ADD CONSTRAINT "campaign_acknowledgements_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_acknowledgements" ADD CONSTRAINT "campaign_acknowledgements_uc_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("uc_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_settings" ADD CONSTRAINT "marketplace_settings_uc_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("uc_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projections" ADD CONSTRAINT "projections_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projections" ADD CONSTRAINT "projections_source_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("source_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_acknowledgements_fi_status" ON "campaign_acknowledgements" USING btree ("fi_id","status");--> statement-breakpoint
CREATE INDEX "marketplace_settings_fi_campaign" ON "marketplace_settings" USING btree ("fi_id","uc_campaign_id");--> statement-breakpoint
CREATE INDEX "projections_fi" ON "projections" USING btree ("fi_id","created_at");