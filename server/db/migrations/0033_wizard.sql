CREATE TABLE "product_drafts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"product_id" uuid,
	"steps" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"completed" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"steps" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "validation_status" text;--> statement-breakpoint
ALTER TABLE "product_drafts" ADD CONSTRAINT "product_drafts_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_drafts" ADD CONSTRAINT "product_drafts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_templates" ADD CONSTRAINT "product_templates_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_drafts_new" ON "product_drafts" USING btree ("fi_id") WHERE "product_drafts"."product_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "product_drafts_product" ON "product_drafts" USING btree ("product_id") WHERE "product_drafts"."product_id" is not null;--> statement-breakpoint
CREATE INDEX "product_templates_fi" ON "product_templates" USING btree ("fi_id");