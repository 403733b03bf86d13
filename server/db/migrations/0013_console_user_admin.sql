CREATE TABLE "stipulation_catalogue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"rule" text,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"allowed_documents" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stipulation_catalogue_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "stipulations" ADD COLUMN "catalogue_id" uuid;--> statement-breakpoint
ALTER TABLE "stipulations" ADD COLUMN "via_rule" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "console_users" ADD COLUMN "temporary_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "stipulations" ADD CONSTRAINT "stipulations_catalogue_id_stipulation_catalogue_id_fk" FOREIGN KEY ("catalogue_id") REFERENCES "public"."stipulation_catalogue"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "stipulations_product_catalogue" ON "stipulations" USING btree ("product_id","catalogue_id");