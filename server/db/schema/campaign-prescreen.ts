import { boolean, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * Prescreen criteria by state (002 §2 prescreen, §4): the campaign's own (fi_id null, the Prescreen tab) or one
 * enrolled lender's (the lender's State prescreen page). `state` is a postal code or '-1' for Global; `criteria` is
 * the criteria grammar of domain/criteria on the bureau field `field`. A state is marked complete once reviewed.
 */
export const campaignPrescreenCriteria = pgTable(
  'campaign_prescreen_criteria',
  {
    id: idColumn(),
    ucCampaignId: ownedBy('uc_campaign_id', () => ucCampaigns.id),
    fiId: uuid('fi_id').references(() => financialInstitutions.id, { onDelete: 'cascade' }),
    state: text('state').notNull(),
    field: text('field').notNull(),
    criteria: text('criteria'),
    complete: boolean('complete').notNull().default(false),
    updatedAt: stampColumn('updated_at'),
    updatedBy: text('updated_by'),
  },
  (t) => [
    unique('campaign_prescreen_criteria_scope').on(t.ucCampaignId, t.fiId, t.state).nullsNotDistinct(),
    index('campaign_prescreen_criteria_campaign').on(t.ucCampaignId),
  ],
);
