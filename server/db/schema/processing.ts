import { index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { ucCampaigns } from './campaigns.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { embedders } from './tenants.ts';

/**
 * One step of a campaign's processing pipeline (002 §2 uc/campaign/processing, §4 background jobs): its name
 * (domain/catalog/processing-steps.ts), the embedder for the per-embedder SFTP copy / PGP decryption / import, the
 * status (a BACKGROUND_JOB_STATUS), rows done / total written after each batch, and why it failed. A step that has
 * never run has no row. `key` is the machine's step key (`tu-export`, `{embedderNumber}/sftp`).
 */
export const processingSteps = pgTable(
  'processing_steps',
  {
    id: idColumn(),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    key: text('key').notNull(),
    step: text('step').notNull(),
    embedderId: uuid('embedder_id').references(() => embedders.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('scheduled'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    /** What the admin chose when starting it (generate-email-payloads: publishAt). */
    options: jsonb('options').$type<{ publishAt?: string }>().notNull().default({}),
    /** What the step produced (a file of the work area, counts), for the next step and the page. */
    result: jsonb('result').$type<Record<string, string | number>>().notNull().default({}),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    scheduledAt: timestamp('scheduled_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    scheduledBy: text('scheduled_by'),
  },
  (t) => [unique('processing_steps_campaign_key').on(t.campaignId, t.key)],
);

/** A row a step could not take (an invalid consumer row, an unknown bureau record): its row number and why. */
export const processingStepErrors = pgTable(
  'processing_step_errors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    stepId: ownedBy('step_id', () => processingSteps.id),
    row: integer('row').notNull(),
    field: text('field').notNull().default(''),
    message: text('message').notNull(),
  },
  (t) => [index('processing_step_errors_step').on(t.stepId, t.row)],
);

/** An embedder's SFTP key: the public half only (the private one is shown to the admin once, never kept). */
export const embedderSftpKeys = pgTable('embedder_sftp_keys', {
  embedderId: uuid('embedder_id')
    .primaryKey()
    .references(() => embedders.id, { onDelete: 'cascade' }),
  /** OpenSSH `ssh-ed25519 AAAA…` line. */
  publicKey: text('public_key').notNull(),
  createdAt: stampColumn('created_at'),
  createdBy: text('created_by'),
});

/** The platform's own key pairs (the PGP key embedders encrypt to, the SFTP host key): the private half sealed. */
export const platformKeys = pgTable('platform_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** AES-256-GCM sealed (server/auth/secret-box.ts). */
  privateKey: text('private_key').notNull(),
  fingerprint: text('fingerprint').notNull().default(''),
  createdAt: stampColumn('created_at'),
});

/** Where a campaign's consumer came from: the embedder's own uuid for them, so a rerun import creates no twin. */
export const campaignConsumerSources = pgTable(
  'campaign_consumer_sources',
  {
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    embedderId: ownedBy('embedder_id', () => embedders.id),
    embedderConsumerUuid: text('embedder_consumer_uuid').notNull(),
    consumerId: ownedBy('consumer_id', () => consumers.id),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.embedderId, t.embedderConsumerUuid] })],
);

/**
 * One e-mail payload per consumer with offers (generate-email-payloads): the message ready to send, published (sent
 * through server/providers/mail.ts — the sandbox outbox without SMTP) by the publish job once `publishAt` is due.
 */
export const emailPayloads = pgTable(
  'email_payloads',
  {
    id: idColumn(),
    campaignId: ownedBy('campaign_id', () => ucCampaigns.id),
    consumerId: ownedBy('consumer_id', () => consumers.id),
    /** The address, sealed like the rest of the consumer's PII. */
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [
    unique('email_payloads_campaign_consumer').on(t.campaignId, t.consumerId),
    index('email_payloads_due').on(t.publishAt),
  ],
);
