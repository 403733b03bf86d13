import {
  type AnyPgColumn,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { Vehicle } from '../../../api/consumer.ts';
import type { TierTerm } from '../../../domain/engine/engine-types.ts';
import { bureauVector } from './bureau-vector.ts';
import { idColumn, ownedBy, requiredRef, stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { products, tiers } from './lending.ts';
import { timestamps } from './tenant-columns.ts';

/** A UC campaign (002 §3): the bureau file it turned into offers and how long those offers stand. */
export const ucCampaigns = pgTable('uc_campaigns', {
  id: idColumn(),
  name: text('name').notNull(),
  /** CAMPAIGN_STATUSES of domain/catalog/campaign-status.ts. */
  status: text('status').notNull(),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  /** The enrollment period (002 §3): embedders enroll and upload their consumer files while it runs. */
  enrollmentStartsAt: timestamp('enrollment_starts_at', { withTimezone: true }),
  enrollmentEndsAt: timestamp('enrollment_ends_at', { withTimezone: true }),
  /** Drop dates (YYYY-MM-DD, unique) and how many days after each the drop still reaches consumers (0–3). */
  dropDates: jsonb('drop_dates').$type<string[]>().notNull().default([]),
  dropDateWindow: integer('drop_date_window').notNull().default(0),
  /** Three digits 300–999 (002 §5); null when the campaign sets none. */
  prequalVantageCutoff: integer('prequal_vantage_cutoff'),
  /** The campaign's rule set (002 §3): name, description and its rules in the rule language. */
  ruleSetName: text('rule_set_name'),
  ruleSetDescription: text('rule_set_description'),
  ruleSetRules: text('rule_set_rules'),
  /** Free-form campaign settings (002 §3 "settings"). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  createdAt: stampColumn('created_at'),
});

/**
 * A consumer's bureau attributes in a campaign (numeric, by bureau field name) with the geography membership
 * eligibility reads. Partitioned by LIST (campaign_id) like offers (decision 0798). State, county and zip stay in clear for eligibility; street, SSN and the rest are sealed on
 * the consumer row.
 */
export const bureauAttributes = pgTable(
  'bureau_attributes',
  {
    consumerId: ownedBy('consumer_id', () => consumers.id),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    /** By field name in code; stored as the vector of bureau-vector.ts. */
    attributes: bureauVector('attributes').notNull(),
    state: text('state').notNull(),
    county: text('county'),
    zipcode: text('zipcode'),
  },
  (t) => [unique('bureau_attributes_consumer_campaign').on(t.consumerId, t.campaignId)],
);

/**
 * An offer the engine made: the tier that matched and a snapshot of its terms at generation time.
 *
 * Partitioned by LIST (campaign_id), one partition per campaign made with the campaign (migration 0054, decision
 * 0798), so a finished campaign's offers are detached or dropped whole. A partitioned table's keys must hold the
 * partition key: the primary key is (id, campaign_id) — ids stay unique on their own (made by the database or the
 * generator as random / time-ordered uuids) — and the tables that refer to an offer do so by (offer_id, campaign_id).
 */
export const offers = pgTable(
  'offers',
  {
    id: uuid('id').notNull().defaultRandom(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    productId: requiredRef('product_id', () => products.id),
    tierId: requiredRef('tier_id', () => tiers.id),
    /** ELIGIBLE or REDACTED (no longer eligible after re-evaluation). */
    status: text('status').notNull(),
    offerType: text('offer_type').notNull().default('STANDARD'),
    terms: jsonb('terms').$type<TierTerm[]>().notNull(),
    /** Why a REDACTED offer was withdrawn: the engine's reason code. */
    reason: text('reason'),
    ...timestamps(),
  },
  // The unique key leads with consumer_id, so it also serves lookups by consumer (a separate index on consumer_id
  // was a third index to maintain per inserted offer, issue 13).
  (t) => [
    primaryKey({ columns: [t.id, t.campaignId] }),
    unique('offers_consumer_campaign_product').on(t.consumerId, t.campaignId, t.productId),
  ],
);

/**
 * The offer a row refers to, by (offer_id, campaign_id) as the partitioned offers table's key asks. The campaign_id
 * is NOT NULL in the database and filled from the offer by a BEFORE INSERT trigger when the writer leaves it out
 * (offer_campaign_fill, migration 0054), so it is optional here: the writers name the offer, as before.
 */
export const offerCampaignColumn = () => uuid('campaign_id');

/** The foreign key from a row's (offer_id, campaign_id) to the offer it names (decision 0798). */
export const offerReference = (name: string, offerId: AnyPgColumn, campaignId: AnyPgColumn) =>
  foreignKey({ name, columns: [offerId, campaignId], foreignColumns: [offers.id, offers.campaignId] });

/** A current loan from the bureau file (refinance offers read its balance and collateral). */
export const loans = pgTable(
  'loans',
  {
    id: idColumn(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    productCategory: text('product_category').notNull(),
    lenderName: text('lender_name').notNull(),
    estimatedBalance: numeric('estimated_balance', { precision: 14, scale: 2 }).notNull(),
    apr: numeric('apr', { precision: 7, scale: 3 }),
    monthlyPayment: numeric('monthly_payment', { precision: 14, scale: 2 }),
    remainingTermMonths: integer('remaining_term_months'),
    collateral: jsonb('collateral').$type<Vehicle>(),
  },
  (t) => [index('loans_consumer').on(t.consumerId)],
);
