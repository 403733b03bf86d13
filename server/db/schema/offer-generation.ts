import { integer, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { ownedBy } from './columns.ts';

/**
 * The batch ledger of a campaign's offer generation (server/offers/campaign-generation.ts): one row per batch of
 * consumers (in consumer id order) whose offers are written, committed in the same transaction as those offers. A
 * rerun after a crash or a cancel resumes after the last ledger row's consumer, so each batch is written once.
 */
export const offerGenerationBatches = pgTable(
  'offer_generation_batches',
  {
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    /** 1, 2, … in the order the batches were written. */
    batch: integer('batch').notNull(),
    /** The batch's first and last consumer (bureau_attributes.consumer_id order). */
    firstConsumerId: uuid('first_consumer_id').notNull(),
    lastConsumerId: uuid('last_consumer_id').notNull(),
    consumers: integer('consumers').notNull(),
    /** Offers the batch inserted (an offer already there is not counted again). */
    offers: integer('offers').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'offer_generation_batches_pk', columns: [t.campaignId, t.batch] })],
);
