import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { ownedBy, stampColumn } from './columns.ts';
import { lenderColumn, lenderRow } from './tenant-columns.ts';
import { embedders, financialInstitutions } from './tenants.ts';

/**
 * A lender's connection to a data partner (002 §3 Integration). The access token is sealed (AES-256-GCM) and only
 * ever answered masked. Status moves forward only (002 §4 "integration status cannot be reverted").
 */
export const fiIntegrations = pgTable(
  'fi_integrations',
  {
    ...lenderRow(),
    /** One of the 8 supported data partners (000 §3). */
    type: text('type').notNull(),
    productCategory: text('product_category'),
    accessTokenSealed: text('access_token_sealed'),
    endpointUrl: text('endpoint_url'),
    config: text('config'),
    funding: boolean('funding').notNull().default(false),
    failureNotificationEmails: text('failure_notification_emails'),
    status: text('status').notNull().default('PENDING'),
    createdAt: stampColumn('created_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [index('fi_integrations_fi').on(t.fiId)],
);

/** A lender's console settings (GET/PUT /fi/{fiId}/consoleSettings): one document per lender. */
export const fiConsoleSettings = pgTable('fi_console_settings', {
  fiId: uuid('fi_id')
    .primaryKey()
    .references(() => financialInstitutions.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/**
 * Identities a lender keeps to try its journeys against the sandbox identity vendor (002 §1 "test identities").
 * The SSN is sealed; the last validation's outcome is kept for the list.
 */
export const fiTestIdentities = pgTable(
  'fi_test_identities',
  {
    ...lenderRow(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    dateOfBirth: text('date_of_birth').notNull(),
    ssnSealed: text('ssn_sealed').notNull(),
    ssnLast4: text('ssn_last4').notNull(),
    address: text('address'),
    city: text('city'),
    state: text('state'),
    zipcode: text('zipcode'),
    email: text('email'),
    phone: text('phone'),
    lastValidation: jsonb('last_validation').$type<{
      outcome: string;
      code: string | null;
      message: string;
      at: string;
    }>(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('fi_test_identities_fi').on(t.fiId)],
);

/**
 * The simple lookup lists a lender keeps (employment status, occupancy status, purpose types, refinance reasons and
 * options/{type}): one table, one row per value, `kind` naming the list. Declared once by the resource factory.
 */
export const fiLookupValues = pgTable(
  'fi_lookup_values',
  {
    ...lenderRow(),
    kind: text('kind').notNull(),
    code: text('code').notNull(),
    label: text('label').notNull(),
    active: boolean('active').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    unique('fi_lookup_values_code').on(t.fiId, t.kind, t.code),
    index('fi_lookup_values_list').on(t.fiId, t.kind),
  ],
);

/**
 * Notification templates per kind (000 §4: loan certificate, loan lead delivery failure, redemption limit exceeded)
 * and product; `productId` '0' is the lender's default for every product.
 */
export const fiNotificationTemplates = pgTable(
  'fi_notification_templates',
  {
    ...lenderRow(),
    kind: text('kind').notNull(),
    productId: text('product_id').notNull(),
    emailSubject: text('email_subject').notNull(),
    emailBody: text('email_body').notNull(),
    smsMessage: text('sms_message'),
    /** 002 §3 notification channel: EMAIL, or PDF (the loan certificate goes attached as a PDF to the e-mail). */
    channel: text('channel').$type<'EMAIL' | 'PDF'>().notNull().default('EMAIL'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [unique('fi_notification_templates_key').on(t.fiId, t.kind, t.productId)],
);

/** Embedders whose sites may not show this lender's offers (GET/PUT /fi/{fiId}/embedders/blocklist). */
export const fiEmbedderBlocklist = pgTable(
  'fi_embedder_blocklist',
  {
    fiId: lenderColumn(),
    embedderId: ownedBy('embedder_id', () => embedders.id),
    createdAt: stampColumn('created_at'),
  },
  (t) => [primaryKey({ columns: [t.fiId, t.embedderId] })],
);
