import { index, integer, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { ownedBy } from './columns.ts';
import { embedderRow } from './tenant-columns.ts';
import { embedders } from './tenants.ts';

/** An embedder enrolled in a UC campaign (002 §1 "campaign enrollment"); unenrolling deletes the row (audited). */
export const campaignEmbedders = pgTable(
  'campaign_embedders',
  {
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    embedderId: ownedBy('embedder_id', () => embedders.id),
    enrolledAt: timestamp('enrolled_at', { withTimezone: true }).notNull().defaultNow(),
    /** The console user's username; null for the demo seed. */
    enrolledBy: text('enrolled_by'),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.embedderId] })],
);

/**
 * An embedder's consumer file for a campaign, imported by the consumer-list `import` job (002 §4): the CSV itself is
 * sealed (it holds SSNs), the job's status is one of BACKGROUND_JOB_STATUSES, and a file with valid rows is handed
 * to the admin's processing pipeline as READY_FOR_PROCESSING.
 */
export const consumerFiles = pgTable(
  'consumer_files',
  {
    ...embedderRow(),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    fileName: text('file_name').notNull(),
    /** The whole CSV, AES-256-GCM sealed (server/auth/secret-box.ts); the job opens it. */
    content: text('content').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
    uploadedBy: text('uploaded_by'),
    /** BACKGROUND_JOB_STATUSES of domain/catalog/statuses.ts. */
    status: text('status').notNull().default('scheduled'),
    rowsTotal: integer('rows_total').notNull().default(0),
    rowsDone: integer('rows_done').notNull().default(0),
    validRows: integer('valid_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** Why the job failed as a whole (an unreadable file), never a row's data. */
    failure: text('failure'),
    /** The hand-off to the admin's consumer-list pipeline (CONSUMER_FILE_HANDOFF); null until the import is done. */
    processing: text('processing'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('consumer_files_embedder').on(t.embedderId, t.uploadedAt)],
);

/** One problem in a consumer file: its spreadsheet row (header = 1), the column, and the message. */
export const consumerFileErrors = pgTable(
  'consumer_file_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    fileId: ownedBy('file_id', () => consumerFiles.id),
    row: integer('row').notNull(),
    field: text('field').notNull(),
    message: text('message').notNull(),
  },
  (t) => [
    index('consumer_file_errors_file').on(t.fileId, t.row),
    // A file's errors of one field by row, and their capped count index-only (decision 0792).
    index('consumer_file_errors_field').on(t.fileId, t.field, t.row),
  ],
);

/** A valid row of a consumer file: the embedder's consumer uuid and names in clear, the rest of the PII sealed. */
export const consumerFileRows = pgTable(
  'consumer_file_rows',
  {
    fileId: ownedBy('file_id', () => consumerFiles.id),
    row: integer('row').notNull(),
    embedderConsumerUuid: text('embedder_consumer_uuid').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Sealed JSON of middleName, suffix, address, city, county, state, zipcode, ssn, email, dob. */
    pii: text('pii').notNull(),
  },
  (t) => [unique('consumer_file_rows_file_row').on(t.fileId, t.row)],
);
