-- The kept list answers (server/http/kept-answers.ts, decision 0815) hold a console list's page until a table it read
-- changes: every table tells every server process (LISTEN table_change) when a statement wrote to it, once per
-- statement (PostgreSQL folds a transaction's repeats into one notification). The payload is the table's name, or
-- for a partition its partitioned table's (offers, bureau_attributes): a write through the parent fires the
-- parent's trigger, a write to a partition the partition's, and either way the answers that read any part of the
-- table are old. server/db/queries/read-relations.ts keeps no answer that read a table without this trigger.
CREATE OR REPLACE FUNCTION notify_table_change() RETURNS trigger AS $$
BEGIN
  PERFORM pg_notify('table_change', coalesce(pg_partition_root(TG_RELID)::text, TG_TABLE_NAME));
  RETURN NULL;
END
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION table_change_trigger_create(target text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE TRIGGER table_change_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I '
    'FOR EACH STATEMENT EXECUTE FUNCTION notify_table_change()',
    target
  );
END $$;
--> statement-breakpoint
SELECT table_change_trigger_create(c.relname) FROM pg_class c
WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p');
--> statement-breakpoint
-- A campaign's new partitions get the trigger as they are made (migration 0054's function, otherwise unchanged).
CREATE OR REPLACE FUNCTION "campaign_partitions_create"(campaign uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  suffix text := replace(campaign::text, '-', '');
  parent text;
  part text;
BEGIN
  FOREACH parent IN ARRAY ARRAY['offers', 'bureau_attributes'] LOOP
    part := parent || '_c_' || suffix;
    IF to_regclass(format('%I', part)) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
      PERFORM table_change_trigger_create(part);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES IN (%L)', parent, part, campaign);
    END IF;
  END LOOP;
END $$;
