-- Issue 30 item 4 (decision 0541): the pricing model is stored once, on the lender. Where the pricing page had
-- priced a model, that model wins (its prices are for it); the copy in lender_pricing is then dropped.
UPDATE "financial_institutions" AS "fi" SET "pricing_model" = "lp"."model"::"pricing_model" FROM "lender_pricing" AS "lp" WHERE "lp"."fi_id" = "fi"."id";--> statement-breakpoint
ALTER TABLE "lender_pricing" DROP COLUMN "model";