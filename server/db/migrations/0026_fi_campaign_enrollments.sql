CREATE TABLE "fi_campaign_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"uc_campaign_id" uuid NOT NULL,
	"status" text DEFAULT 'ENROLLED' NOT NULL,
	"source_type" text,
	"data_file_status" text,
	"auto_enrolled" boolean DEFAULT false NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fi_campaign_enrollments_fi_campaign" UNIQUE("fi_id","uc_campaign_id")
);
--> statement-breakpoint
ALTER TABLE "fi_campaign_enrollments" ADD CONSTRAINT "fi_campaign_enrollments_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_campaign_enrollments" ADD CONSTRAINT "fi_campaign_enrollments_uc_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("uc_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fi_campaign_enrollments_campaign" ON "fi_campaign_enrollments" USING btree ("uc_campaign_id","status");