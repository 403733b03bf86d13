import { uuid } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * The key columns of a lender's row in one UC campaign (its enrollment, campaign files, marketplace settings,
 * acknowledgements): its own id, the lender and the campaign, both required and removed with them. A function, so
 * each table gets its own column builders. Not exported by index.ts: it is no table.
 */
export const lenderCampaignKeys = () => ({
  id: uuid('id').primaryKey().defaultRandom(),
  fiId: uuid('fi_id')
    .notNull()
    .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
  ucCampaignId: uuid('uc_campaign_id')
    .notNull()
    .references(() => ucCampaigns.id, { onDelete: 'cascade' }),
});
