CREATE TABLE "loan_lead_work" (
	"loan_lead_id" uuid PRIMARY KEY NOT NULL,
	"fi_id" uuid NOT NULL,
	"loan_number" text NOT NULL,
	"transaction_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"apr" numeric(7, 3),
	"monthly_payment" numeric(14, 2),
	"assigned_user_id" uuid,
	"assigned_at" timestamp with time zone,
	"push_status" text DEFAULT 'NOT_PUSHED' NOT NULL,
	"push_attempts" integer DEFAULT 0 NOT NULL,
	"pushed_at" timestamp with time zone,
	"push_error" text,
	"integration_id" uuid,
	"los_reference" text,
	"notes" text,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offer_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"offer_id" uuid NOT NULL,
	"consumer_id" uuid NOT NULL,
	"campaign_id" uuid NOT NULL,
	"fi_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_lead_work" ADD CONSTRAINT "loan_lead_work_loan_lead_id_loan_leads_id_fk" FOREIGN KEY ("loan_lead_id") REFERENCES "public"."loan_leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_lead_work" ADD CONSTRAINT "loan_lead_work_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_lead_work" ADD CONSTRAINT "loan_lead_work_assigned_user_id_console_users_id_fk" FOREIGN KEY ("assigned_user_id") REFERENCES "public"."console_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_lead_work" ADD CONSTRAINT "loan_lead_work_integration_id_fi_integrations_id_fk" FOREIGN KEY ("integration_id") REFERENCES "public"."fi_integrations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "loan_lead_work_assignee" ON "loan_lead_work" USING btree ("fi_id","assigned_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "loan_lead_work_loan_number" ON "loan_lead_work" USING btree ("loan_number");--> statement-breakpoint
CREATE UNIQUE INDEX "offer_events_once" ON "offer_events" USING btree ("offer_id","kind");--> statement-breakpoint
CREATE INDEX "offer_events_campaign" ON "offer_events" USING btree ("campaign_id","fi_id","kind");