import { sql } from 'drizzle-orm';
import { boolean, customType, index, integer, jsonb, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { EmbedderTheme } from '../../../domain/catalog/embedder-theme.ts';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import type { EmbedderCampaignSettings } from '../../../domain/validation/embedder.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';

/** Lender types of 000 §9 and insurance coverage of 000 §3 / 002 §3, verbatim. */
export const lenderType = pgEnum('lender_type', ['CREDIT_UNION', 'BANK', 'NBFI']);
export const insuranceCoverage = pgEnum('insurance_coverage', ['NCUA', 'ASI', 'FDIC', 'NO_COVERAGE']);
export const creditBureau = pgEnum('credit_bureau', ['EXPERIAN', 'TRANSUNION']);
/** The fee models of 000 §3 / 002 §3 a lender is billed by (its pricing model). */
export const pricingModel = pgEnum('pricing_model', [
  'STANDARD_FLAT',
  'DISCOUNTED_FLAT',
  'VOLUME_PRODUCT_BASED',
  'VOLUME_TIER_BASED',
]);
/**
 * A prospect is a lender not yet onboarded (002 §1, §2); promoting it makes it ONBOARDED
 * (docs/decisions/0275-prospect-a-lender-with-onboarding-status-prospect.md).
 */
export const onboardingStatus = pgEnum('onboarding_status', ['PROSPECT', 'ONBOARDED']);

/** Binary columns (logo images). */
export const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** A lender tenant. Its general setup (branches, integrations, settings, lookups) lives in general-setup.ts. */
export const financialInstitutions = pgTable('financial_institutions', {
  id: idColumn(),
  /** The seed's `fiId` (000 §5: a positive number): every /fi/{fiId} path names a lender by it; the uuid stays internal. */
  number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
  /** Short slug a lender user may type as "tenant" on the sign-in page. */
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description'),
  type: lenderType('type').notNull(),
  insuranceCoverage: insuranceCoverage('insurance_coverage').notNull(),
  creditBureau: creditBureau('credit_bureau').notNull().default('TRANSUNION'),
  websiteUrl: text('website_url'),
  einNumber: text('ein_number'),
  phone: text('phone'),
  primaryColor: text('primary_color'),
  logoUrl: text('logo_url'),
  /** The uploaded logo (PUT /fi/{fiId}/logo, 1008 × 645), served by GET /fi/{fiId}/logo. */
  logoImage: bytea('logo_image'),
  logoContentType: text('logo_content_type'),
  autoEnroll: boolean('auto_enroll').notNull().default(false),
  localPriority: boolean('local_priority').notNull().default(false),
  nationalPresence: boolean('national_presence').notNull().default(false),
  /** Membership eligibility (001 §3 lender location): states, counties with their zip codes; state '*' = national. */
  membership: jsonb('membership')
    .$type<LenderLocation[]>()
    .notNull()
    .default([{ state: '*' }]),
  /** Whether the lender lends to borrowers covered by the Military Lending Act. */
  acceptsMla: boolean('accepts_mla').notNull().default(false),
  /** 002 §3: the longer text shown on the lender's profile (description is the one-line summary). */
  profileDescription: text('profile_description'),
  yearEstablished: integer('year_established'),
  /** 002 §3 comma-separated lists, kept as arrays of addresses. */
  documentImageEmails: jsonb('document_image_emails').$type<string[]>().notNull().default([]),
  loanLeadEmails: jsonb('loan_lead_emails').$type<string[]>().notNull().default([]),
  /** The lender's customer id at the payment provider (invoices). */
  paymentCustomerId: text('payment_customer_id'),
  pricingModel: pricingModel('pricing_model'),
  onboardingStatus: onboardingStatus('onboarding_status').notNull().default('ONBOARDED'),
  createdAt: stampColumn('created_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/** A lender's branch: where a consumer can walk in; offers show the distance to the nearest one (001 §3). */
export const fiBranches = pgTable(
  'fi_branches',
  {
    id: idColumn(),
    fiId: ownedBy('fi_id', () => financialInstitutions.id),
    name: text('name').notNull(),
    /** The branch's id in the lender's loan-origination system (002 §3). */
    losBranchReferenceId: text('los_branch_reference_id'),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode').notNull(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('fi_branches_fi').on(t.fiId)],
);

/** A partner site hosting the offers (002 §3 Embedder). */
export const embedders = pgTable('embedders', {
  id: idColumn(),
  /** Positive number naming the embedder in /embedder/{embedderId} paths, like a lender's fiId. */
  number: integer('number').generatedAlwaysAsIdentity().notNull().unique(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  customDomain: text('custom_domain'),
  logoUrl: text('logo_url'),
  themeCss: text('theme_css'),
  exitRedirectUrl: text('exit_redirect_url'),
  exitButtonLabel: text('exit_button_label'),
  faviconUrl: text('favicon_url'),
  /** 002 §5: exactly 36 characters. */
  reportsDashboardId: text('reports_dashboard_id'),
  forceNewDocumentVerificationSession: boolean('force_new_document_verification_session').notNull().default(false),
  prioritizeLocalLenderOffers: boolean('prioritize_local_lender_offers').notNull().default(false),
  /** The colours an admin picked (domain/catalog/embedder-theme.ts); theme_css is what they become. Null: default. */
  theme: jsonb('theme').$type<EmbedderTheme>(),
  /** Product types its consumers may be offered; null: every type (a new embedder restricts nothing). */
  approvedProducts: text('approved_products').array(),
  /** Embedder campaign settings (domain/validation/embedder.ts); null: the defaults. */
  campaignSettings: jsonb('campaign_settings').$type<EmbedderCampaignSettings>(),
  createdAt: stampColumn('created_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
