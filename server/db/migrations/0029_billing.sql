CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer GENERATED ALWAYS AS IDENTITY (sequence name "invoices_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"fi_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"status" text DEFAULT 'NOT_CREATED' NOT NULL,
	"model" text,
	"pricing" jsonb,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"total_redeems" integer DEFAULT 0 NOT NULL,
	"total_due" numeric(14, 2),
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"generated_at" timestamp with time zone,
	"due_date" text,
	"requested_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "lender_pricing" (
	"fi_id" uuid PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"price_per_redeem" numeric(12, 2),
	"discounted_price" numeric(12, 2),
	"discount_threshold" integer,
	"product_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lender_pricing_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"name" text NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer,
	"price" numeric(12, 2) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_pricing" ADD CONSTRAINT "lender_pricing_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lender_pricing_tiers" ADD CONSTRAINT "lender_pricing_tiers_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoices_fi_campaign" ON "invoices" USING btree ("fi_id","campaign_id");--> statement-breakpoint
CREATE INDEX "invoices_created" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lender_pricing_tiers_fi" ON "lender_pricing_tiers" USING btree ("fi_id","starts_at");