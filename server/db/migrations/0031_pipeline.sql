CREATE TABLE "campaign_offer_metrics" (
	"campaign_id" uuid NOT NULL,
	"fi_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"metric" text NOT NULL,
	"value" numeric(16, 2) NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "campaign_offer_metrics_one" UNIQUE("campaign_id","product_id","metric")
);
--> statement-breakpoint
CREATE TABLE "campaign_consumer_sources" (
	"campaign_id" uuid NOT NULL,
	"embedder_id" uuid NOT NULL,
	"embedder_consumer_uuid" text NOT NULL,
	"consumer_id" uuid NOT NULL,
	CONSTRAINT "campaign_consumer_sources_campaign_id_embedder_id_embedder_consumer_uuid_pk" PRIMARY KEY("campaign_id","embedder_id","embedder_consumer_uuid")
);
--> statement-breakpoint
CREATE TABLE "email_payloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"publish_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "email_payloads_campaign_consumer" UNIQUE("campaign_id","consumer_id")
);
--> statement-breakpoint
CREATE TABLE "embedder_sftp_keys" (
	"embedder_id" uuid PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text
);
--> statement-breakpoint
CREATE TABLE "platform_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"public_key" text NOT NULL,
	"private_key" text NOT NULL,
	"fingerprint" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_step_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "processing_step_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"step_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"field" text DEFAULT '' NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processing_steps" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid NOT NULL,
	"key" text NOT NULL,
	"step" text NOT NULL,
	"embedder_id" uuid,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"scheduled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"scheduled_by" text,
	CONSTRAINT "processing_steps_campaign_key" UNIQUE("campaign_id","key")
);
--> statement-breakpoint
ALTER TABLE "campaign_offer_metrics" ADD CONSTRAINT "campaign_offer_metrics_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_offer_metrics" ADD CONSTRAINT "campaign_offer_metrics_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_offer_metrics" ADD CONSTRAINT "campaign_offer_metrics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_consumer_sources" ADD CONSTRAINT "campaign_consumer_sources_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_consumer_sources" ADD CONSTRAINT "campaign_consumer_sources_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_consumer_sources" ADD CONSTRAINT "campaign_consumer_sources_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_payloads" ADD CONSTRAINT "email_payloads_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_payloads" ADD CONSTRAINT "email_payloads_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embedder_sftp_keys" ADD CONSTRAINT "embedder_sftp_keys_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_step_errors" ADD CONSTRAINT "processing_step_errors_step_id_processing_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."processing_steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_steps" ADD CONSTRAINT "processing_steps_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "processing_steps" ADD CONSTRAINT "processing_steps_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_payloads_due" ON "email_payloads" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "processing_step_errors_step" ON "processing_step_errors" USING btree ("step_id","row");