import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import { idColumn, ownedBy, requiredRef, stampColumn } from './columns.ts';
import { timestamps } from './tenant-columns.ts';
import { financialInstitutions } from './tenants.ts';

/**
 * A lender's product (002 §3): what it is (category, type, option, card/checking types), how it is decided (rule,
 * eligibility), how payments are estimated, and its redeem limits with the running redeemed count and amount that
 * redemption updates conditionally (never read-then-write).
 */
export const products = pgTable(
  'products',
  {
    id: idColumn(),
    fiId: requiredRef('fi_id', () => financialInstitutions.id),
    name: text('name').notNull(),
    /** Console category name (002 §3), e.g. 'SHORT-TERM LOANS'. */
    category: text('category').notNull(),
    productType: text('product_type').notNull(),
    /** Product class shown to lenders (e.g. Secured, Unsecured, Deposit). */
    productClass: text('product_class').notNull(),
    /** STANDALONE, ADD_ON or BOTH. */
    productOption: text('product_option').notNull().default('STANDALONE'),
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    /** Card types (REWARDS, …) or checking types (HIGH_YIELD_CHECKING, …) the consumer filters on. */
    types: text('types').array().notNull().default(sql`'{}'::text[]`),
    repaymentFrequency: text('repayment_frequency').notNull().default('MONTHLY'),
    paymentCalculation: text('payment_calculation'),
    /** Console-language product rule; null = everyone the tiers admit. */
    rule: text('rule'),
    /** Product eligibility within the lender's membership; null = everywhere the lender lends. */
    eligibility: jsonb('eligibility').$type<LenderLocation[]>(),
    disclosureSummary: text('disclosure_summary').notNull(),
    /** Redirect offers: the lender takes the application on its own site, from this URL, instead of a certificate. */
    redirectUrl: text('redirect_url'),
    redeemLimitCount: integer('redeem_limit_count'),
    redeemLimitAmount: numeric('redeem_limit_amount', { precision: 14, scale: 2 }),
    redeemedCount: integer('redeemed_count').notNull().default(0),
    redeemedAmount: numeric('redeemed_amount', { precision: 14, scale: 2 }).notNull().default('0'),
    /** Type-specific details of the product wizard's Configure product step (card, checking, HELOC, short-term). */
    details: jsonb('details').$type<Record<string, unknown>>(),
    /** Product validation status (002 §4): PENDING … COMPLETE; null for products the wizard never saved. */
    validationStatus: text('validation_status'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('products_fi').on(t.fiId)],
);

/** Tiers of a product (PREQUAL, PRESCREEN), tried in position order; the first whose rule passes gives the offer. */
export const tiers = pgTable(
  'tiers',
  {
    id: idColumn(),
    productId: ownedBy('product_id', () => products.id),
    name: text('name').notNull(),
    tierType: text('tier_type').$type<'PREQUAL' | 'PRESCREEN'>().notNull(),
    rule: text('rule'),
    position: integer('position').notNull(),
  },
  (t) => [index('tiers_product').on(t.productId, t.position)],
);

export const tierTerms = pgTable(
  'tier_terms',
  {
    id: idColumn(),
    tierId: ownedBy('tier_id', () => tiers.id),
    /** Months; 0 for revolving and deposit products. */
    term: integer('term').notNull(),
    apr: numeric('apr', { precision: 7, scale: 3 }).notNull(),
    apy: numeric('apy', { precision: 7, scale: 3 }),
    minimum: numeric('minimum', { precision: 14, scale: 2 }).notNull(),
    limit: numeric('limit', { precision: 14, scale: 2 }).notNull(),
    promotion: jsonb('promotion').$type<{ type: string; apr: string; term: number; minimum: string }>(),
  },
  (t) => [index('tier_terms_tier').on(t.tierId)],
);

export const productAddOns = pgTable('product_add_ons', {
  id: idColumn(),
  productId: ownedBy('product_id', () => products.id),
  name: text('name').notNull(),
  productType: text('product_type').notNull(),
});

/**
 * The admin's stipulation catalogue (002 §3 Stipulation: name, description, rule, status, allowed documents). An
 * ACTIVE entry is asked for by the products that list it and, when it has a rule, by every offer whose consumer's
 * bureau attributes match that rule (server/redemption/stipulations.ts).
 */
export const stipulationCatalogue = pgTable('stipulation_catalogue', {
  id: idColumn(),
  name: text('name').notNull().unique(),
  description: text('description'),
  /** The rule language of domain/rules; null when the stipulation has no rule. */
  rule: text('rule'),
  /** ACTIVE or INACTIVE (ACTIVITY_STATUSES). */
  status: text('status').notNull().default('ACTIVE'),
  /** Document names of domain/catalog/stipulation-documents.ts (their categories follow from the names). */
  allowedDocuments: jsonb('allowed_documents').$type<string[]>().notNull(),
  ...timestamps(),
});

/**
 * Documents a product asks for before redemption, by stipulation category (address, name, income). A row may come
 * from the catalogue: listed by the product (viaRule false), or added when a catalogue rule first matched one of the
 * product's offers (viaRule true), so uploads keep one stable stipulation id per product.
 */
export const stipulations = pgTable(
  'stipulations',
  {
    id: idColumn(),
    productId: ownedBy('product_id', () => products.id),
    category: text('category').$type<'address' | 'name' | 'income'>().notNull(),
    name: text('name').notNull(),
    catalogueId: uuid('catalogue_id').references(() => stipulationCatalogue.id, { onDelete: 'cascade' }),
    viaRule: boolean('via_rule').notNull().default(false),
  },
  (t) => [uniqueIndex('stipulations_product_catalogue').on(t.productId, t.catalogueId)],
);

export const productFaqs = pgTable('product_faqs', {
  id: idColumn(),
  productId: ownedBy('product_id', () => products.id),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  position: integer('position').notNull(),
});

export const productDisclosures = pgTable('product_disclosures', {
  id: idColumn(),
  productId: ownedBy('product_id', () => products.id),
  title: text('title').notNull(),
  body: text('body').notNull(),
  position: integer('position').notNull(),
});
