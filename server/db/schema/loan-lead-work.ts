import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offerReference } from './campaigns.ts';
import { idColumn, ownedBy, requiredRef, stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { fiIntegrations } from './general-setup.ts';
import { loanLeads } from './redemptions.ts';
import { financialInstitutions } from './tenants.ts';
import { consoleUsers } from './users.ts';

/**
 * The lender's work on a loan lead (002 loan leads), one row per lead beside loan_leads: the figures captured at
 * redemption that nothing else keeps (loan number, transaction id, APR and estimated payment as accepted), who the
 * lead is assigned to (set by one conditional update, so two users racing cannot both win), and its push to the
 * lender's loan origination system. A lead written before this table has no row until someone works it.
 */
export const loanLeadWork = pgTable(
  'loan_lead_work',
  {
    loanLeadId: uuid('loan_lead_id')
      .primaryKey()
      .references(() => loanLeads.id, { onDelete: 'cascade' }),
    fiId: requiredRef('fi_id', () => financialInstitutions.id),
    /** The lead's loan number (ours until the LOS answers its own): the download asks for it. */
    loanNumber: text('loan_number').notNull(),
    transactionId: uuid('transaction_id').notNull().defaultRandom(),
    /** The offer's APR for the accepted term, as shown when the consumer redeemed. */
    apr: numeric('apr', { precision: 7, scale: 3 }),
    /** The estimated monthly payment at the accepted amount, term and APR. */
    monthlyPayment: numeric('monthly_payment', { precision: 14, scale: 2 }),
    assignedUserId: uuid('assigned_user_id').references(() => consoleUsers.id, { onDelete: 'set null' }),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** NOT_PUSHED, QUEUED, PUSHED, FAILED. */
    pushStatus: text('push_status').notNull().default('NOT_PUSHED'),
    pushAttempts: integer('push_attempts').notNull().default(0),
    pushedAt: timestamp('pushed_at', { withTimezone: true }),
    pushError: text('push_error'),
    /** The integration the last push went to. */
    integrationId: uuid('integration_id').references(() => fiIntegrations.id, { onDelete: 'set null' }),
    /** What the LOS answered (its own reference), kept for the detail view. */
    losReference: text('los_reference'),
    notes: text('notes'),
    extra: jsonb('extra').$type<Record<string, string>>().notNull().default({}),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    index('loan_lead_work_assignee').on(t.fiId, t.assignedUserId),
    uniqueIndex('loan_lead_work_loan_number').on(t.loanNumber),
  ],
);

/** What a consumer did with an offer (000 §3 offer metrics): saw it listed, opened its details, clicked to redeem. */
export const OFFER_EVENT_KINDS = ['viewed', 'previewed', 'clicked'] as const;
export type OfferEventKind = (typeof OFFER_EVENT_KINDS)[number];

/**
 * Offer events reported by the consumer pages (the live metrics source; campaign processing's computed
 * campaign_offer_metrics is another table). One row per offer and kind (the first time counts), so the figures are
 * distinct offers and a page that reports twice counts once.
 */
export const offerEvents = pgTable(
  'offer_events',
  {
    id: idColumn(),
    offerId: uuid('offer_id').notNull(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    /** The offer's campaign: with offer_id the offer's key (offers is partitioned by campaign, decision 0798). */
    campaignId: uuid('campaign_id').notNull(),
    fiId: uuid('fi_id').notNull(),
    kind: text('kind').$type<OfferEventKind>().notNull(),
    /** The prescreen notice version the offer was shown with (domain/compliance/prescreen-notice.ts, decision 0610). */
    noticeVersion: text('notice_version'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    uniqueIndex('offer_events_once').on(t.offerId, t.kind),
    index('offer_events_campaign').on(t.campaignId, t.fiId, t.kind),
    offerReference('offer_events_offer_fk', t.offerId, t.campaignId).onDelete('cascade'),
  ],
);
