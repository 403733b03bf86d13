import { index, integer, jsonb, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import type { Workflow } from '../../../domain/validation/workflow.ts';
import { ucCampaigns } from './campaigns.ts';
import { ownedBy, stampColumn } from './columns.ts';
import { lenderRow, timestamps } from './tenant-columns.ts';

/**
 * A lender's marketplace workflow (marketplace settings, 002 §3) for one UC campaign: what the consumer's redeem
 * application requires for the listed products. One row per lender, campaign and product set is not enforced; the
 * consumer journey takes the first (oldest) row whose applicable products name the offer's product type.
 */
export const marketplaceSettings = pgTable(
  'marketplace_settings',
  {
    ...lenderRow(),
    ucCampaignId: ownedBy('uc_campaign_id', () => ucCampaigns.id),
    settings: jsonb('settings').$type<Workflow>().notNull(),
    ...timestamps(),
  },
  (t) => [index('marketplace_settings_fi_campaign').on(t.fiId, t.ucCampaignId)],
);

/**
 * An admin's request that a lender acknowledge a campaign change (000 §4 Acknowledgement: PENDING_ACKNOWLEDGEMENT,
 * ACKNOWLEDGED, REJECTED, CANCELLED). The text before and after the change is kept so the lender sees the difference.
 */
export const campaignAcknowledgements = pgTable(
  'campaign_acknowledgements',
  {
    ...lenderRow(),
    ucCampaignId: ownedBy('uc_campaign_id', () => ucCampaigns.id),
    summary: text('summary').notNull(),
    beforeText: text('before_text').notNull(),
    afterText: text('after_text').notNull(),
    status: text('status')
      .$type<'PENDING_ACKNOWLEDGEMENT' | 'ACKNOWLEDGED' | 'REJECTED' | 'CANCELLED'>()
      .notNull()
      .default('PENDING_ACKNOWLEDGEMENT'),
    requestedBy: text('requested_by'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    /** The username of whoever acknowledged, rejected or cancelled it. */
    decidedBy: text('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('campaign_acknowledgements_fi_status').on(t.fiId, t.status)],
);

/** One projection figure set for an active product (002 §3 Projection row). */
export interface ProjectionRowValue {
  productId: string;
  activeProduct: string;
  productType: string;
  totalConsumers: number;
  qualifyingMembers: number;
  offersGenerated: number;
  consumersReached: number;
  projectedRedeems: number;
}

/**
 * A projection run (002 §2 projections): the engine over the last completed campaign's bureau population with the
 * lender's configuration, for the campaign named by `projectionFor`. Status PENDING → RUNNING → COMPLETE | FAILED;
 * rows done/total are the progress bar.
 */
export const projections = pgTable(
  'projections',
  {
    ...lenderRow(),
    /** The campaign whose bureau population is projected over. */
    sourceCampaignId: ownedBy('source_campaign_id', () => ucCampaigns.id),
    /** The campaign the projection is for (the next campaign, else the current one). */
    projectionFor: text('projection_for').notNull(),
    status: text('status').$type<'PENDING' | 'RUNNING' | 'COMPLETE' | 'FAILED'>().notNull().default('PENDING'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    rows: jsonb('rows').$type<ProjectionRowValue[]>(),
    error: text('error'),
    requestedBy: text('requested_by'),
    createdAt: stampColumn('created_at'),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('projections_fi').on(t.fiId, t.createdAt), unique('projections_id_fi').on(t.id, t.fiId)],
);
