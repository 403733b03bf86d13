import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { CampaignFileError } from '../../../domain/enrollment/campaign-file.ts';
import type { RateRow, RateRowError } from '../../../domain/enrollment/rate-file.ts';
import { ucCampaigns } from './campaigns.ts';
import { idColumn, ownedBy } from './columns.ts';
import { products } from './lending.ts';
import { lenderRow } from './tenant-columns.ts';

/**
 * A campaign file a lender uploaded for a campaign (002 §2 "select campaign file", §4 data file status): its text,
 * format (JSON or CPLX), where it is in PENDING → UPLOADED → SYNTAX_CHECKED → PARTIAL (errors found) / COMPLETE
 * (applied to the catalogue) and the errors of its last check.
 */
export const fiCampaignFiles = pgTable(
  'fi_campaign_files',
  {
    ...lenderRow(),
    ucCampaignId: ownedBy('uc_campaign_id', () => ucCampaigns.id),
    fileName: text('file_name').notNull(),
    /** JSON or CPLX. */
    format: text('format').notNull(),
    content: text('content').notNull(),
    /** DATA_FILE_STATUSES. */
    status: text('status').notNull(),
    errors: jsonb('errors').$type<CampaignFileError[]>().notNull().default([]),
    productCount: integer('product_count').notNull().default(0),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('fi_campaign_files_fi_campaign').on(t.fiId, t.ucCampaignId, t.uploadedAt)],
);

/** A rate change file (002 §2 rate change history, upload and validate rate change): its rows, errors, and when applied. */
export const fiRateFiles = pgTable(
  'fi_rate_files',
  {
    ...lenderRow(),
    fileName: text('file_name').notNull(),
    /** VALIDATED (no errors, not applied), INVALID (errors) or APPLIED. */
    status: text('status').$type<'VALIDATED' | 'INVALID' | 'APPLIED'>().notNull(),
    rows: jsonb('rows').$type<RateRow[]>().notNull().default([]),
    errors: jsonb('errors').$type<RateRowError[]>().notNull().default([]),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    appliedBy: text('applied_by'),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (t) => [index('fi_rate_files_fi').on(t.fiId, t.uploadedAt)],
);

/**
 * A product's disclosure document (002 §3 "disclosure file"): the PDF itself, beside product_disclosures (the
 * disclosure texts consumers read on the offer page), which a binary would not fit.
 */
export const productDisclosureFiles = pgTable(
  'product_disclosure_files',
  {
    id: idColumn(),
    productId: ownedBy('product_id', () => products.id),
    fileName: text('file_name').notNull(),
    /** The PDF, base64. */
    content: text('content').notNull(),
    size: integer('size').notNull(),
    uploadedBy: text('uploaded_by'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_disclosure_files_product').on(t.productId, t.uploadedAt)],
);
