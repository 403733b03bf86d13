CREATE TABLE "loan_lead_facts" (
	"loan_lead_id" uuid PRIMARY KEY NOT NULL,
	"facts" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_sessions" ADD COLUMN "licence_sealed" text;--> statement-breakpoint
ALTER TABLE "loan_lead_facts" ADD CONSTRAINT "loan_lead_facts_loan_lead_id_loan_leads_id_fk" FOREIGN KEY ("loan_lead_id") REFERENCES "public"."loan_leads"("id") ON DELETE cascade ON UPDATE no action;