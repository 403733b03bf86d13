CREATE TABLE "fi_campaign_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"uc_campaign_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fi_rate_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_by" text,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "product_disclosure_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"size" integer NOT NULL,
	"uploaded_by" text,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fi_campaign_files" ADD CONSTRAINT "fi_campaign_files_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_campaign_files" ADD CONSTRAINT "fi_campaign_files_uc_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("uc_campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_rate_files" ADD CONSTRAINT "fi_rate_files_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_disclosure_files" ADD CONSTRAINT "product_disclosure_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fi_campaign_files_fi_campaign" ON "fi_campaign_files" USING btree ("fi_id","uc_campaign_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "fi_rate_files_fi" ON "fi_rate_files" USING btree ("fi_id","uploaded_at");--> statement-breakpoint
CREATE INDEX "product_disclosure_files_product" ON "product_disclosure_files" USING btree ("product_id","uploaded_at");