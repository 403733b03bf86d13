CREATE TABLE "bureau_attributes" (
	"consumer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"attributes" jsonb NOT NULL,
	"state" text NOT NULL,
	"county" text,
	"zipcode" text,
	CONSTRAINT "bureau_attributes_consumer_campaign" UNIQUE("consumer_id","campaign_id")
);
--> statement-breakpoint
CREATE TABLE "loans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"product_category" text NOT NULL,
	"lender_name" text NOT NULL,
	"estimated_balance" numeric(14, 2) NOT NULL,
	"apr" numeric(7, 3),
	"monthly_payment" numeric(14, 2),
	"remaining_term_months" integer,
	"collateral" jsonb
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"tier_id" uuid NOT NULL,
	"status" text NOT NULL,
	"offer_type" text DEFAULT 'STANDARD' NOT NULL,
	"terms" jsonb NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offers_consumer_campaign_product" UNIQUE("consumer_id","campaign_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "uc_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"principal" text NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text NOT NULL,
	"status" integer,
	"response" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_principal_key_pk" PRIMARY KEY("principal","key")
);
--> statement-breakpoint
CREATE TABLE "product_add_ons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_disclosures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_faqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"product_type" text NOT NULL,
	"product_class" text NOT NULL,
	"product_option" text DEFAULT 'STANDALONE' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"repayment_frequency" text DEFAULT 'MONTHLY' NOT NULL,
	"payment_calculation" text,
	"rule" text,
	"eligibility" jsonb,
	"disclosure_summary" text NOT NULL,
	"redeem_limit_count" integer,
	"redeem_limit_amount" numeric(14, 2),
	"redeemed_count" integer DEFAULT 0 NOT NULL,
	"redeemed_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stipulations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"category" text NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tier_terms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tier_id" uuid NOT NULL,
	"term" integer NOT NULL,
	"apr" numeric(7, 3) NOT NULL,
	"apy" numeric(7, 3),
	"minimum" numeric(14, 2) NOT NULL,
	"limit" numeric(14, 2) NOT NULL,
	"promotion" jsonb
);
--> statement-breakpoint
CREATE TABLE "tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"name" text NOT NULL,
	"tier_type" text NOT NULL,
	"rule" text,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "pii" text;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "annual_income" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "annual_household_income" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "pay_frequency" text;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "income_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "vehicle_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "consumers" ADD COLUMN "offers_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "membership" jsonb DEFAULT '[{"state":"*"}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "accepts_mla" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bureau_attributes" ADD CONSTRAINT "bureau_attributes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_attributes" ADD CONSTRAINT "bureau_attributes_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loans" ADD CONSTRAINT "loans_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_add_ons" ADD CONSTRAINT "product_add_ons_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_disclosures" ADD CONSTRAINT "product_disclosures_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_faqs" ADD CONSTRAINT "product_faqs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipulations" ADD CONSTRAINT "stipulations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tier_terms" ADD CONSTRAINT "tier_terms_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tiers" ADD CONSTRAINT "tiers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loans_consumer" ON "loans" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "offers_consumer" ON "offers" USING btree ("consumer_id");--> statement-breakpoint
CREATE INDEX "products_fi" ON "products" USING btree ("fi_id");--> statement-breakpoint
CREATE INDEX "tier_terms_tier" ON "tier_terms" USING btree ("tier_id");--> statement-breakpoint
CREATE INDEX "tiers_product" ON "tiers" USING btree ("product_id","position");