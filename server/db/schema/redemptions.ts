import { sql } from 'drizzle-orm';
import { index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { offers } from './campaigns.ts';
import { consumers } from './consumers.ts';
import { products } from './lending.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * A redemption of an offer (001 §3 pending redemption; redeem statuses CREATED, PENDING_DOCUMENTS, COMPLETE,
 * CANCELLED, EXPIRED). At most one live (not cancelled) redemption per offer, enforced by a partial unique index so
 * two concurrent attempts cannot both succeed.
 */
export const redemptions = pgTable(
  'redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id),
    status: text('status').notNull(),
    redeemType: text('redeem_type').notNull().default('STANDARD'),
    amount: numeric('amount', { precision: 14, scale: 2 }).notNull(),
    term: integer('term'),
    addOns: jsonb('add_ons').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('redemptions_live_offer').on(t.offerId).where(sql`${t.status} <> 'CANCELLED'`),
    index('redemptions_consumer').on(t.consumerId),
  ],
);

/** The lead a redemption creates for the lender to work (002 loan leads). */
export const loanLeads = pgTable(
  'loan_leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    redemptionId: uuid('redemption_id')
      .notNull()
      .references(() => redemptions.id),
    fiId: uuid('fi_id')
      .notNull()
      .references(() => financialInstitutions.id),
    consumerId: uuid('consumer_id')
      .notNull()
      .references(() => consumers.id),
    status: text('status').notNull().default('NEW'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('loan_leads_fi').on(t.fiId, t.createdAt)],
);
