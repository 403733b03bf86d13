CREATE TABLE "transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"visit_id" text NOT NULL,
	"consumer_id" uuid NOT NULL,
	"campaign_id" uuid,
	"embedder_id" uuid,
	"fi_id" uuid,
	"redemption_id" uuid,
	"outcome" text NOT NULL,
	"outcome_rank" smallint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_redemption_id_redemptions_id_fk" FOREIGN KEY ("redemption_id") REFERENCES "public"."redemptions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "transactions_visit" ON "transactions" USING btree ("visit_id");--> statement-breakpoint
CREATE INDEX "transactions_redemption" ON "transactions" USING btree ("redemption_id");--> statement-breakpoint
CREATE INDEX "transactions_fi" ON "transactions" USING btree ("fi_id","created_at");--> statement-breakpoint
CREATE INDEX "transactions_embedder" ON "transactions" USING btree ("embedder_id","created_at");