-- The access check's cached consumer row carries a stamp of the consumer's redemptions (the offers answer's ETag
-- names it, since each offer says whether it is redeemed), so a redemption's change must drop the row as a change
-- to the consumer does (0009, decision 0561). Statement-level with transition tables: a bulk load (COPY of a
-- million rows) sends one 'all' instead of a notification per row.
CREATE OR REPLACE FUNCTION notify_redemption_access() RETURNS trigger AS $$
DECLARE
  changed uuid[];
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('consumer_access', 'all');
    RETURN NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT consumer_id) INTO changed FROM (SELECT consumer_id FROM redemption_rows_new LIMIT 1001) s;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT array_agg(DISTINCT consumer_id) INTO changed FROM (SELECT consumer_id FROM redemption_rows_old LIMIT 1001) s;
  ELSE
    SELECT array_agg(DISTINCT consumer_id) INTO changed FROM (
      SELECT u.consumer_id FROM (
        SELECT o.consumer_id FROM redemption_rows_old o JOIN redemption_rows_new n ON n.id = o.id
          WHERE (o.status, o.offer_id, o.consumer_id) IS DISTINCT FROM (n.status, n.offer_id, n.consumer_id)
        UNION ALL
        SELECT n.consumer_id FROM redemption_rows_old o JOIN redemption_rows_new n ON n.id = o.id
          WHERE (o.status, o.offer_id, o.consumer_id) IS DISTINCT FROM (n.status, n.offer_id, n.consumer_id)
      ) u LIMIT 1001
    ) s;
  END IF;
  IF coalesce(array_length(changed, 1), 0) > 1000 THEN
    PERFORM pg_notify('consumer_access', 'all');
  ELSIF changed IS NOT NULL THEN
    PERFORM pg_notify('consumer_access', 'consumer:' || id::text) FROM unnest(changed) AS id;
  END IF;
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER redemptions_access_insert AFTER INSERT ON redemptions
  REFERENCING NEW TABLE AS redemption_rows_new FOR EACH STATEMENT EXECUTE FUNCTION notify_redemption_access();
--> statement-breakpoint
CREATE TRIGGER redemptions_access_update AFTER UPDATE ON redemptions
  REFERENCING OLD TABLE AS redemption_rows_old NEW TABLE AS redemption_rows_new
  FOR EACH STATEMENT EXECUTE FUNCTION notify_redemption_access();
--> statement-breakpoint
CREATE TRIGGER redemptions_access_delete AFTER DELETE ON redemptions
  REFERENCING OLD TABLE AS redemption_rows_old FOR EACH STATEMENT EXECUTE FUNCTION notify_redemption_access();
--> statement-breakpoint
CREATE TRIGGER redemptions_access_truncate AFTER TRUNCATE ON redemptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_redemption_access();
