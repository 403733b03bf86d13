CREATE TABLE "postback_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"delivery_id" uuid NOT NULL,
	"attempt" integer NOT NULL,
	"status_code" integer,
	"error" text,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postback_deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"endpoint_id" uuid NOT NULL,
	"event" text NOT NULL,
	"payload" jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_status_code" integer,
	"last_error" text,
	"last_attempt_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"dedupe_key" text,
	"redelivery_of" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "postback_endpoints" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"url" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"events" text[] NOT NULL,
	"secret_sealed" text NOT NULL,
	"secret_hint" text NOT NULL,
	"secret_rotated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "postback_endpoints_embedder_id_unique" UNIQUE("embedder_id")
);
--> statement-breakpoint
ALTER TABLE "postback_attempts" ADD CONSTRAINT "postback_attempts_delivery_id_postback_deliveries_id_fk" FOREIGN KEY ("delivery_id") REFERENCES "public"."postback_deliveries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_deliveries" ADD CONSTRAINT "postback_deliveries_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_deliveries" ADD CONSTRAINT "postback_deliveries_endpoint_id_postback_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."postback_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "postback_endpoints" ADD CONSTRAINT "postback_endpoints_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "postback_attempts_delivery" ON "postback_attempts" USING btree ("delivery_id");--> statement-breakpoint
CREATE INDEX "postback_deliveries_embedder" ON "postback_deliveries" USING btree ("embedder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "postback_deliveries_dedupe" ON "postback_deliveries" USING btree ("endpoint_id","dedupe_key");