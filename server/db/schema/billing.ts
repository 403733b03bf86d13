import { index, integer, jsonb, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { InvoiceError, InvoiceLine, ProductPrice } from '../../../domain/billing/pricing.ts';
import { ucCampaigns } from './campaigns.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { lenderRow, timestamps } from './tenant-columns.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * The prices of a lender's pricing model (002 §3 "pricing model"; fee models STANDARD_FLAT, DISCOUNTED_FLAT,
 * VOLUME_PRODUCT_BASED, VOLUME_TIER_BASED). The model itself is stored once, on the lender
 * (financial_institutions.pricing_model): a copy here disagreed with the profile (issue 30, decision 0541).
 * One row per lender; the admin's lenders/{lenderId}/pricing page edits it.
 */
export const lenderPricing = pgTable('lender_pricing', {
  fiId: uuid('fi_id')
    .primaryKey()
    .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
  pricePerRedeem: numeric('price_per_redeem', { precision: 12, scale: 2 }),
  discountedPrice: numeric('discounted_price', { precision: 12, scale: 2 }),
  discountThreshold: integer('discount_threshold'),
  /** VOLUME_PRODUCT_BASED: the price per redeem of each product category. */
  productPrices: jsonb('product_prices').$type<ProductPrice[]>().notNull().default([]),
  updatedAt: stampColumn('updated_at'),
});

/** Pricing tiers (002 §3: name, starts at and ends at, by number of redeems) of a VOLUME_TIER_BASED model. */
export const lenderPricingTiers = pgTable(
  'lender_pricing_tiers',
  {
    ...lenderRow(),
    name: text('name').notNull(),
    startsAt: integer('starts_at').notNull(),
    /** Null: open-ended (the last tier). */
    endsAt: integer('ends_at'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
  },
  (t) => [index('lender_pricing_tiers_fi').on(t.fiId, t.startsAt)],
);

/**
 * An invoice of one lender and campaign (002 §3 billing report), made by the `invoices` job. Starts NOT_CREATED
 * (queued); the job sets DRAFT with its lines and totals, or NO_REDEEMS / NOT_CONFIGURED / CREATION_ERROR with the
 * error; an admin then moves it OPEN, PAID, UNCOLLECTIBLE or VOID (its machine: machines/billing/invoice-lifecycle.ts).
 */
export const invoices = pgTable(
  'invoices',
  {
    id: idColumn(),
    /** The invoice number shown on the PDF and in lists. */
    number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
    fiId: ownedBy('fi_id', () => financialInstitutions.id),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    status: text('status').notNull().default('NOT_CREATED'),
    /** The pricing model the invoice was computed with (a copy: later changes do not alter it). */
    model: text('model'),
    pricing: jsonb('pricing'),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull().default([]),
    totalRedeems: integer('total_redeems').notNull().default(0),
    totalDue: numeric('total_due', { precision: 14, scale: 2 }),
    errors: jsonb('errors').$type<InvoiceError[]>().notNull().default([]),
    generatedAt: timestamp('generated_at', { withTimezone: true }),
    dueDate: text('due_date'),
    requestedBy: text('requested_by'),
    ...timestamps(),
  },
  (t) => [index('invoices_fi_campaign').on(t.fiId, t.campaignId), index('invoices_created').on(t.createdAt)],
);
