CREATE TABLE "redeem_journeys" (
	"consumer_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"application" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "redeem_journeys" ADD CONSTRAINT "redeem_journeys_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_journeys" ADD CONSTRAINT "redeem_journeys_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "redeem_journeys_offer" ON "redeem_journeys" USING btree ("consumer_id","offer_id");