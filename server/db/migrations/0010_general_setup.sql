CREATE TABLE "fi_console_settings" (
	"fi_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fi_embedder_blocklist" (
	"fi_id" uuid NOT NULL,
	"embedder_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fi_embedder_blocklist_fi_id_embedder_id_pk" PRIMARY KEY("fi_id","embedder_id")
);
--> statement-breakpoint
CREATE TABLE "fi_integrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"type" text NOT NULL,
	"product_category" text,
	"access_token_sealed" text,
	"endpoint_url" text,
	"config" text,
	"funding" boolean DEFAULT false NOT NULL,
	"failure_notification_emails" text,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fi_lookup_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "fi_lookup_values_code" UNIQUE("fi_id","kind","code")
);
--> statement-breakpoint
CREATE TABLE "fi_notification_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product_id" text NOT NULL,
	"email_subject" text NOT NULL,
	"email_body" text NOT NULL,
	"sms_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fi_notification_templates_key" UNIQUE("fi_id","kind","product_id")
);
--> statement-breakpoint
CREATE TABLE "fi_test_identities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fi_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"date_of_birth" text NOT NULL,
	"ssn_sealed" text NOT NULL,
	"ssn_last4" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zipcode" text,
	"email" text,
	"phone" text,
	"last_validation" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "embedders" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "embedders_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "fi_branches" ADD COLUMN "los_branch_reference_id" text;--> statement-breakpoint
ALTER TABLE "fi_branches" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "fi_branches" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "fi_branches" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "fi_branches" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "number" integer NOT NULL GENERATED ALWAYS AS IDENTITY (sequence name "financial_institutions_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1);--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "logo_image" "bytea";--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD COLUMN "logo_content_type" text;--> statement-breakpoint
ALTER TABLE "fi_console_settings" ADD CONSTRAINT "fi_console_settings_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_embedder_blocklist" ADD CONSTRAINT "fi_embedder_blocklist_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_embedder_blocklist" ADD CONSTRAINT "fi_embedder_blocklist_embedder_id_embedders_id_fk" FOREIGN KEY ("embedder_id") REFERENCES "public"."embedders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_integrations" ADD CONSTRAINT "fi_integrations_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_lookup_values" ADD CONSTRAINT "fi_lookup_values_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_notification_templates" ADD CONSTRAINT "fi_notification_templates_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fi_test_identities" ADD CONSTRAINT "fi_test_identities_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fi_integrations_fi" ON "fi_integrations" USING btree ("fi_id");--> statement-breakpoint
CREATE INDEX "fi_lookup_values_list" ON "fi_lookup_values" USING btree ("fi_id","kind");--> statement-breakpoint
CREATE INDEX "fi_test_identities_fi" ON "fi_test_identities" USING btree ("fi_id");--> statement-breakpoint
ALTER TABLE "embedders" ADD CONSTRAINT "embedders_number_unique" UNIQUE("number");--> statement-breakpoint
ALTER TABLE "financial_institutions" ADD CONSTRAINT "financial_institutions_number_unique" UNIQUE("number");