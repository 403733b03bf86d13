CREATE TABLE "fi_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"name" text NOT NULL,
	"zipcode" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fi_branches" ADD CONSTRAINT "fi_branches_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fi_branches_fi" ON "fi_branches" USING btree ("fi_id");