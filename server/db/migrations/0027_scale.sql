CREATE TABLE "offer_generation_batches" (
	"campaign_id" uuid NOT NULL,
	"batch" integer NOT NULL,
	"first_consumer_id" uuid NOT NULL,
	"last_consumer_id" uuid NOT NULL,
	"consumers" integer NOT NULL,
	"offers" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "offer_generation_batches_pk" PRIMARY KEY("campaign_id","batch")
);
--> statement-breakpoint
ALTER TABLE "offer_generation_batches" ADD CONSTRAINT "offer_generation_batches_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;