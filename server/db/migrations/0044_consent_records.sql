CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"consumer_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"version" text NOT NULL,
	"text_hash" text NOT NULL,
	"channel" text NOT NULL,
	"ip_address" text,
	"user_agent" text,
	"given_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "offer_events" ADD COLUMN "notice_version" text;--> statement-breakpoint
ALTER TABLE "consent_records" ADD CONSTRAINT "consent_records_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "consent_records_consumer" ON "consent_records" USING btree ("consumer_id","given_at");--> statement-breakpoint
-- Consent records are evidence: once written, never changed or removed (decision 0611). A renewed or withdrawn
-- consent is a new row. The trigger holds for every role, the application's included.
CREATE FUNCTION "consent_records_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'consent records are append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "consent_records_no_update_delete" BEFORE UPDATE OR DELETE ON "consent_records"
  FOR EACH ROW EXECUTE FUNCTION "consent_records_immutable"();--> statement-breakpoint
CREATE TRIGGER "consent_records_no_truncate" BEFORE TRUNCATE ON "consent_records"
  FOR EACH STATEMENT EXECUTE FUNCTION "consent_records_immutable"();
