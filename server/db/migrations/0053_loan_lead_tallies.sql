CREATE TABLE "loan_lead_tallies" (
	"fi_id" uuid NOT NULL,
	"slot" smallint NOT NULL,
	"leads" bigint DEFAULT 0 NOT NULL,
	"assigned" bigint DEFAULT 0 NOT NULL,
	"assigned_processed" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "loan_lead_tallies_fi_id_slot_pk" PRIMARY KEY("fi_id","slot")
);
--> statement-breakpoint
ALTER TABLE "loan_leads" ADD COLUMN "assigned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "loan_lead_tallies" ADD CONSTRAINT "loan_lead_tallies_fi_id_financial_institutions_id_fk" FOREIGN KEY ("fi_id") REFERENCES "public"."financial_institutions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prequal_leads_time" ON "prequal_leads" USING btree ("prequal_at","id");--> statement-breakpoint
CREATE INDEX "loan_leads_open_assigned" ON "loan_leads" USING btree ("fi_id","created_at") WHERE "loan_leads"."assigned" and "loan_leads"."status" <> 'PROCESSED';--> statement-breakpoint
-- Velocity chips in O(recent) (issue 31 item 3, decision 0797). loan_leads.assigned mirrors whether the lead's work
-- row names a user; loan_lead_tallies keeps each lender's counts of leads, assigned leads and assigned PROCESSED
-- leads, so the chips read a few tally rows plus the assigned open leads of the last hours, not every lead.
UPDATE "loan_leads" SET "assigned" = true FROM "loan_lead_work" w
  WHERE w."loan_lead_id" = "loan_leads"."id" AND w."assigned_user_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "loan_lead_tallies" ("fi_id", "slot", "leads", "assigned", "assigned_processed")
  SELECT "fi_id", 0, count(*), count(*) FILTER (WHERE "assigned"), count(*) FILTER (WHERE "assigned" AND "status" = 'PROCESSED')
  FROM "loan_leads" GROUP BY "fi_id";--> statement-breakpoint
-- Adds a statement's changes to the tallies: each lender's signed counts of the rows it wrote (+1) and replaced or
-- removed (-1), added to one of 16 rows of the lender picked at random, so concurrent redemptions of a lender seldom
-- wait on each other's row. A lender whose row is gone (removed in this statement) is skipped.
CREATE OR REPLACE FUNCTION loan_lead_tally(changes jsonb) RETURNS void AS $$
  INSERT INTO loan_lead_tallies AS t (fi_id, slot, leads, assigned, assigned_processed)
    SELECT c.fi_id, floor(random() * 16)::smallint, c.leads, c.assigned, c.assigned_processed
    FROM jsonb_to_recordset(changes) AS c(fi_id uuid, leads bigint, assigned bigint, assigned_processed bigint)
    WHERE (c.leads, c.assigned, c.assigned_processed) <> (0, 0, 0)
      AND EXISTS (SELECT 1 FROM financial_institutions f WHERE f.id = c.fi_id)
  ON CONFLICT (fi_id, slot) DO UPDATE SET
    leads = t.leads + excluded.leads,
    assigned = t.assigned + excluded.assigned,
    assigned_processed = t.assigned_processed + excluded.assigned_processed;
$$ LANGUAGE sql;--> statement-breakpoint
CREATE OR REPLACE FUNCTION loan_leads_tally() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM loan_lead_tally((SELECT jsonb_agg(s) FROM (
      SELECT fi_id, count(*) AS leads, count(*) FILTER (WHERE assigned) AS assigned,
        count(*) FILTER (WHERE assigned AND status = 'PROCESSED') AS assigned_processed
      FROM new_leads GROUP BY fi_id) s));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM loan_lead_tally((SELECT jsonb_agg(s) FROM (
      SELECT fi_id, -count(*) AS leads, -count(*) FILTER (WHERE assigned) AS assigned,
        -count(*) FILTER (WHERE assigned AND status = 'PROCESSED') AS assigned_processed
      FROM old_leads GROUP BY fi_id) s));
  ELSE
    PERFORM loan_lead_tally((SELECT jsonb_agg(s) FROM (
      SELECT fi_id, sum(sign) AS leads, coalesce(sum(sign) FILTER (WHERE assigned), 0) AS assigned,
        coalesce(sum(sign) FILTER (WHERE assigned AND status = 'PROCESSED'), 0) AS assigned_processed
      FROM (SELECT fi_id, assigned, status, 1 AS sign FROM new_leads
            UNION ALL SELECT fi_id, assigned, status, -1 FROM old_leads) rows
      GROUP BY fi_id) s));
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER loan_leads_tally_insert AFTER INSERT ON loan_leads
  REFERENCING NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION loan_leads_tally();--> statement-breakpoint
CREATE TRIGGER loan_leads_tally_update AFTER UPDATE ON loan_leads
  REFERENCING OLD TABLE AS old_leads NEW TABLE AS new_leads FOR EACH STATEMENT EXECUTE FUNCTION loan_leads_tally();--> statement-breakpoint
CREATE TRIGGER loan_leads_tally_delete AFTER DELETE ON loan_leads
  REFERENCING OLD TABLE AS old_leads FOR EACH STATEMENT EXECUTE FUNCTION loan_leads_tally();--> statement-breakpoint
-- loan_leads.assigned follows the work row's assignee: set, changed, cleared (its user removed), or the row gone.
-- Row triggers with a WHEN: a redemption's new work row (no assignee yet) and the work row's other changes (push
-- status, notes) call nothing; only an assignment that changes does.
CREATE OR REPLACE FUNCTION loan_lead_work_assigned() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    UPDATE loan_leads SET assigned = false WHERE id = OLD.loan_lead_id AND assigned;
  ELSE
    UPDATE loan_leads SET assigned = (NEW.assigned_user_id IS NOT NULL)
      WHERE id = NEW.loan_lead_id AND assigned <> (NEW.assigned_user_id IS NOT NULL);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;--> statement-breakpoint
CREATE TRIGGER loan_lead_work_assigned_insert AFTER INSERT ON loan_lead_work
  FOR EACH ROW WHEN (NEW.assigned_user_id IS NOT NULL) EXECUTE FUNCTION loan_lead_work_assigned();--> statement-breakpoint
CREATE TRIGGER loan_lead_work_assigned_update AFTER UPDATE OF assigned_user_id ON loan_lead_work
  FOR EACH ROW WHEN ((OLD.assigned_user_id IS NULL) <> (NEW.assigned_user_id IS NULL))
  EXECUTE FUNCTION loan_lead_work_assigned();--> statement-breakpoint
CREATE TRIGGER loan_lead_work_assigned_delete AFTER DELETE ON loan_lead_work
  FOR EACH ROW WHEN (OLD.assigned_user_id IS NOT NULL) EXECUTE FUNCTION loan_lead_work_assigned();
