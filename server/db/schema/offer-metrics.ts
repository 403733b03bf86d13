import { numeric, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { ownedBy } from './columns.ts';
import { products } from './lending.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * The offer metrics of 002 §3 (offers_generated, users_reached, offers_viewed, offers_redeemed,
 * offers_redemption_amount, inventory…) per campaign, lender and product, as the `metrics-calc` step computed them
 * from the tables. Recomputing replaces a campaign's rows.
 */
export const campaignOfferMetrics = pgTable(
  'campaign_offer_metrics',
  {
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    fiId: ownedBy('fi_id', () => financialInstitutions.id),
    productId: ownedBy('product_id', () => products.id),
    metric: text('metric').notNull(),
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('campaign_offer_metrics_one').on(t.campaignId, t.productId, t.metric)],
);
