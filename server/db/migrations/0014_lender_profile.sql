CREATE TYPE "public"."onboarding_status" AS ENUM('PROSPECT', 'ONBOARDED');--> statement-breakpoint
CREATE TYPE "public"."pricing_model" AS ENUM('STANDARD_FLAT', 'DISCOUNTED_FLAT', 'VOLUME_PRODUCT_BASED', 'VOLUME_TIER_BASED');--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "profile_description" text;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "year_established" integer;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "document_image_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "loan_lead_emails" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "payment_customer_id" text;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "pricing_model" "pricing_model";--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "onboarding_status" "onboarding_status" DEFAULT 'ONBOARDED' NOT NULL;