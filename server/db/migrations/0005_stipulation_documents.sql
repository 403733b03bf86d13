CREATE TABLE "stipulation_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"offer_id" uuid NOT NULL,
	"stipulation_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"media_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stipulation_documents" ADD CONSTRAINT "stipulation_documents_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipulation_documents" ADD CONSTRAINT "stipulation_documents_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipulation_documents" ADD CONSTRAINT "stipulation_documents_stipulation_id_stipulations_id_fk" FOREIGN KEY ("stipulation_id") REFERENCES "public"."stipulations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stipulation_documents_one" ON "stipulation_documents" USING btree ("offer_id","stipulation_id");