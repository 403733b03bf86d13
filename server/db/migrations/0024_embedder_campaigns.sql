CREATE TABLE "campaign_embedders" (
	"campaign_id" uuid NOT NULL,
	"embedder_id" uuid NOT NULL,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enrolled_by" text,
	CONSTRAINT "campaign_embedders_campaign_id_embedder_id_pk" PRIMARY KEY("campaign_id","embedder_id")
);
--> statement-breakpoint
CREATE TABLE "consumer_file_errors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consumer_file_errors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"file_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"field" text NOT NULL,
	"message" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "consumer_file_rows" (
	"file_id" uuid NOT NULL,
	"row" integer NOT NULL,
	"embedder_consumer_uuid" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"pii" text NOT NULL,
	CONSTRAINT "consumer_file_rows_file_row" UNIQUE("file_id","row")
);
--> statement-breakpoint
CREATE TABLE "consumer_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"embedder_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"content" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"uploaded_by" text,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"rows_total" integer DEFAULT 0 NOT NULL,
	"rows_done" integer DEFAULT 0 NOT NULL,
	"valid_rows" integer DEFAULT 0 NOT NULL,
	"error_rows" integer DEFAULT 0 NOT NULL,
	"failure" text,
	"processing" text,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "enrollment_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "uc_campaigns" ADD COLUMN "enrollment_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_embedders" ADD CONSTRAINT "campaign_embedders_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "campaign_embedders" ADD CONSTRAINT "campaign_embedders_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_file_errors" ADD CONSTRAINT "consumer_file_errors_file_id_consumer_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."consumer_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_file_rows" ADD CONSTRAINT "consumer_file_rows_file_id_consumer_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."consumer_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_files" ADD CONSTRAINT "consumer_files_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consumer_files" ADD CONSTRAINT "consumer_files_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consumer_file_errors_file" ON "consumer_file_errors" USING btree ("file_id","row");--> statement-breakpoint
CREATE INDEX "consumer_files_embedder" ON "consumer_files" USING btree ("embedder_id","uploaded_at");