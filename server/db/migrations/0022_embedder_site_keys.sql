CREATE TABLE "embedder_site_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"key" text NOT NULL,
	"approved_origins" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "embedder_site_keys_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "embedder_site_keys" ADD CONSTRAINT "embedder_site_keys_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "embedder_site_keys_embedder" ON "embedder_site_keys" USING btree ("embedder_id");