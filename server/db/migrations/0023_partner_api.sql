CREATE TABLE "embedder_api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"key_hash" text NOT NULL,
	"key_prefix" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "embedder_api_keys_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "prequal_leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"api_key_id" uuid,
	"consumer_id" uuid,
	"campaign_id" uuid,
	"pii" text NOT NULL,
	"has_offers" boolean NOT NULL,
	"prequal_at" timestamp with time zone DEFAULT now() NOT NULL,
	"redeemed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "embedder_api_keys" ADD CONSTRAINT "embedder_api_keys_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequal_leads" ADD CONSTRAINT "prequal_leads_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequal_leads" ADD CONSTRAINT "prequal_leads_api_key_id_embedder_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."embedder_api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prequal_leads" ADD CONSTRAINT "prequal_leads_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedder_api_keys_embedder" ON "embedder_api_keys" USING btree ("embedder_id");--> statement-breakpoint
CREATE INDEX "prequal_leads_embedder_time" ON "prequal_leads" USING btree ("embedder_id","prequal_at");--> statement-breakpoint
CREATE INDEX "prequal_leads_consumer" ON "prequal_leads" USING btree ("consumer_id");