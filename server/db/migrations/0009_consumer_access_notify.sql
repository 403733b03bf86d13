-- The access check keeps consumers' access rows in memory; these triggers tell every server process (LISTEN
-- consumer_access) when one of the columns it reads changes, or the row or its campaign goes, so the cached row
-- is dropped at once. Payloads: consumer:<id>, campaign:<id>, or all (TRUNCATE).
CREATE OR REPLACE FUNCTION notify_consumer_access() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('consumer_access', 'all');
  ELSIF TG_TABLE_NAME = 'consumers' THEN
    IF TG_OP = 'DELETE' OR (OLD.workflow_state, OLD.pending_redemption_id, OLD.campaign_id, OLD.pay_frequency,
        OLD.offers_version) IS DISTINCT FROM (NEW.workflow_state, NEW.pending_redemption_id, NEW.campaign_id,
        NEW.pay_frequency, NEW.offers_version) THEN
      PERFORM pg_notify('consumer_access', 'consumer:' || OLD.id::text);
    END IF;
  ELSIF TG_OP = 'DELETE' OR (OLD.name, OLD.status, OLD.expires_at) IS DISTINCT FROM (NEW.name, NEW.status, NEW.expires_at) THEN
    PERFORM pg_notify('consumer_access', 'campaign:' || OLD.id::text);
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER consumers_access_notify AFTER UPDATE OR DELETE ON consumers
  FOR EACH ROW EXECUTE FUNCTION notify_consumer_access();
--> statement-breakpoint
CREATE TRIGGER consumers_access_truncate AFTER TRUNCATE ON consumers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consumer_access();
--> statement-breakpoint
CREATE TRIGGER uc_campaigns_access_notify AFTER UPDATE OR DELETE ON uc_campaigns
  FOR EACH ROW EXECUTE FUNCTION notify_consumer_access();
--> statement-breakpoint
CREATE TRIGGER uc_campaigns_access_truncate AFTER TRUNCATE ON uc_campaigns
  FOR EACH STATEMENT EXECUTE FUNCTION notify_consumer_access();
