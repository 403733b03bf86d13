CREATE TABLE "campaign_prescreen_criteria" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uc_campaign_id" uuid NOT NULL,
	"fi_id" uuid,
	"state" text NOT NULL,
	"field" text NOT NULL,
	"criteria" text,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text,
	CONSTRAINT "campaign_prescreen_criteria_scope" UNIQUE NULLS NOT DISTINCT("uc_campaign_id","fi_id","state")
);
--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "drop_dates" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "drop_date_window" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "prequal_vantage_cutoff" integer;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "rule_set_name" text;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "rule_set_description" text;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "rule_set_rules" text;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "settings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "campaign_prescreen_criteria" ADD CONSTRAINT "campaign_prescreen_criteria_uc_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("uc_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_prescreen_criteria" ADD CONSTRAINT "campaign_prescreen_criteria_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "campaign_prescreen_criteria_campaign" ON "campaign_prescreen_criteria" USING btree ("uc_campaign_id");