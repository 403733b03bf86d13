-- Offers and bureau attributes partitioned by LIST (campaign_id), one partition per campaign (issue 31 item 2,
-- decision 0798): a finished campaign's rows are detached or dropped whole, in O(1), instead of deleted row by row.
-- Hand-written: drizzle-kit cannot express partitioning (its snapshot holds the keys and foreign keys below).
--
-- A partitioned table's primary and unique keys must hold the partition key, so offers' key becomes (id, campaign_id)
-- and the tables that refer to an offer do so by (offer_id, campaign_id): offer_events already had the offer's
-- campaign_id; redemptions, stipulation_documents and redeem_journeys get one, backfilled here and filled from the
-- offer by a BEFORE INSERT trigger when the writer leaves it out. Their foreign keys are MATCH FULL: a row whose
-- offer does not exist still fails as a foreign-key violation (23503), as before.

-- 1. The references to offers(id) go; the referring tables get the offer's campaign.
ALTER TABLE "offer_events" DROP CONSTRAINT "offer_events_offer_id_offers_id_fk";--> statement-breakpoint
ALTER TABLE "redeem_journeys" DROP CONSTRAINT "redeem_journeys_offer_id_offers_id_fk";--> statement-breakpoint
ALTER TABLE "redemptions" DROP CONSTRAINT "redemptions_offer_id_offers_id_fk";--> statement-breakpoint
ALTER TABLE "stipulation_documents" DROP CONSTRAINT "stipulation_documents_offer_id_offers_id_fk";--> statement-breakpoint
ALTER TABLE "redeem_journeys" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "redemptions" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
ALTER TABLE "stipulation_documents" ADD COLUMN "campaign_id" uuid;--> statement-breakpoint
UPDATE "redeem_journeys" r SET "campaign_id" = o."campaign_id" FROM "offers" o WHERE o."id" = r."offer_id";--> statement-breakpoint
UPDATE "redemptions" r SET "campaign_id" = o."campaign_id" FROM "offers" o WHERE o."id" = r."offer_id";--> statement-breakpoint
UPDATE "stipulation_documents" r SET "campaign_id" = o."campaign_id" FROM "offers" o WHERE o."id" = r."offer_id";--> statement-breakpoint

-- 2. The old tables step aside (their key indexes renamed: index names are per schema).
ALTER TABLE "offers" RENAME TO "offers_unpartitioned";--> statement-breakpoint
ALTER TABLE "offers_unpartitioned" RENAME CONSTRAINT "offers_pkey" TO "offers_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "offers_unpartitioned" RENAME CONSTRAINT "offers_consumer_campaign_product" TO "offers_unpartitioned_ccp";--> statement-breakpoint
ALTER TABLE "bureau_attributes" RENAME TO "bureau_attributes_unpartitioned";--> statement-breakpoint
ALTER TABLE "bureau_attributes_unpartitioned" RENAME CONSTRAINT "bureau_attributes_consumer_campaign" TO "bureau_attributes_unpartitioned_cc";--> statement-breakpoint

-- 3. The partitioned tables: the same columns, defaults and NOT NULLs (LIKE), keys with the campaign, the same
-- foreign keys and delete rules.
CREATE TABLE "offers" (LIKE "offers_unpartitioned" INCLUDING DEFAULTS) PARTITION BY LIST ("campaign_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_id_campaign_id_pk" PRIMARY KEY ("id", "campaign_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_consumer_campaign_product" UNIQUE ("consumer_id", "campaign_id", "product_id");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_tier_id_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."tiers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "bureau_attributes" (LIKE "bureau_attributes_unpartitioned" INCLUDING DEFAULTS) PARTITION BY LIST ("campaign_id");--> statement-breakpoint
ALTER TABLE "bureau_attributes" ADD CONSTRAINT "bureau_attributes_consumer_campaign" UNIQUE ("consumer_id", "campaign_id");--> statement-breakpoint
ALTER TABLE "bureau_attributes" ADD CONSTRAINT "bureau_attributes_consumer_id_consumers_id_fk" FOREIGN KEY ("consumer_id") REFERENCES "public"."consumers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bureau_attributes" ADD CONSTRAINT "bureau_attributes_campaign_id_uc_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."uc_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint

-- 4. One partition of each per campaign, made with the campaign in its inserting transaction (idempotent: a
-- partition that exists is kept), so no import or generation ever finds its campaign without one. There is no
-- default partition: a row of a campaign without a partition fails loudly rather than landing in a shared heap.
-- Made as a table of its own, then ATTACHed: ATTACH takes SHARE UPDATE EXCLUSIVE on the parent, which neither
-- reads nor writes of offers wait for, where CREATE TABLE … PARTITION OF takes ACCESS EXCLUSIVE: a campaign made
-- while a long report or a generation batch ran would have queued every consumer's offers read behind it.
CREATE FUNCTION "campaign_partitions_create"(campaign uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  suffix text := replace(campaign::text, '-', '');
  parent text;
  part text;
BEGIN
  FOREACH parent IN ARRAY ARRAY['offers', 'bureau_attributes'] LOOP
    part := parent || '_c_' || suffix;
    IF to_regclass(format('%I', part)) IS NULL THEN
      EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS)', part, parent);
      EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES IN (%L)', parent, part, campaign);
    END IF;
  END LOOP;
END $$;--> statement-breakpoint
CREATE FUNCTION "uc_campaigns_partitions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM campaign_partitions_create(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "uc_campaigns_partitions" AFTER INSERT ON "uc_campaigns" FOR EACH ROW EXECUTE FUNCTION "uc_campaigns_partitions"();--> statement-breakpoint
SELECT campaign_partitions_create("id") FROM "uc_campaigns";--> statement-breakpoint

-- 5. The rows move over; the old tables go (their foreign keys with them).
INSERT INTO "offers" SELECT * FROM "offers_unpartitioned";--> statement-breakpoint
INSERT INTO "bureau_attributes" SELECT * FROM "bureau_attributes_unpartitioned";--> statement-breakpoint
DROP TABLE "offers_unpartitioned";--> statement-breakpoint
DROP TABLE "bureau_attributes_unpartitioned";--> statement-breakpoint

-- 6. The references by (offer_id, campaign_id). The campaign is filled from the offer when a writer leaves it out
-- (every writer names only the offer) or changes the offer.
CREATE FUNCTION "offer_campaign_fill"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.offer_id IS NOT DISTINCT FROM OLD.offer_id THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'INSERT' AND NEW.campaign_id IS NOT NULL THEN
    RETURN NEW;
  END IF;
  SELECT o.campaign_id INTO NEW.campaign_id FROM offers o WHERE o.id = NEW.offer_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "redeem_journeys_offer_campaign" BEFORE INSERT OR UPDATE OF "offer_id" ON "redeem_journeys" FOR EACH ROW EXECUTE FUNCTION "offer_campaign_fill"();--> statement-breakpoint
CREATE TRIGGER "redemptions_offer_campaign" BEFORE INSERT OR UPDATE OF "offer_id" ON "redemptions" FOR EACH ROW EXECUTE FUNCTION "offer_campaign_fill"();--> statement-breakpoint
CREATE TRIGGER "stipulation_documents_offer_campaign" BEFORE INSERT OR UPDATE OF "offer_id" ON "stipulation_documents" FOR EACH ROW EXECUTE FUNCTION "offer_campaign_fill"();--> statement-breakpoint
ALTER TABLE "offer_events" ADD CONSTRAINT "offer_events_offer_fk" FOREIGN KEY ("offer_id","campaign_id") REFERENCES "public"."offers"("id","campaign_id") MATCH FULL ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redeem_journeys" ADD CONSTRAINT "redeem_journeys_offer_fk" FOREIGN KEY ("offer_id","campaign_id") REFERENCES "public"."offers"("id","campaign_id") MATCH FULL ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "redemptions" ADD CONSTRAINT "redemptions_offer_fk" FOREIGN KEY ("offer_id","campaign_id") REFERENCES "public"."offers"("id","campaign_id") MATCH FULL ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stipulation_documents" ADD CONSTRAINT "stipulation_documents_offer_fk" FOREIGN KEY ("offer_id","campaign_id") REFERENCES "public"."offers"("id","campaign_id") MATCH FULL ON DELETE cascade ON UPDATE no action;
