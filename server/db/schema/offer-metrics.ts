import { numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
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
    campaignId: uuid('campaign_id')
      .notNull()
      .references(() => ucCampaigns.id, { onDelete: 'cascade' }),
    fiId: uuid('fi_id')
      .notNull()
      .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    metric: text('metric').notNull(),
    value: numeric('value', { precision: 16, scale: 2 }).notNull(),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('campaign_offer_metrics_one').on(t.campaignId, t.productId, t.metric)],
);
