import { sql } from 'drizzle-orm';
import { boolean, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { idColumn, stampColumn } from './columns.ts';
import { embedders } from './tenants.ts';

/**
 * A consumer. Names stay in clear (sign-in matches the last name); everything else personal — SSN, date of birth,
 * e-mail, phone, street address, middle name, suffix — is one AES-256-GCM sealed JSON in `pii` (server/auth/
 * secret-box.ts), opened only to answer the consumer themself.
 */
export const consumers = pgTable('consumers', {
  id: idColumn(),
  accessCode: text('access_code').notNull().unique(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  workflowState: text('workflow_state').array().notNull().default(sql`'{}'::text[]`),
  pendingRedemptionId: uuid('pending_redemption_id'),
  /** The campaign whose offers the consumer sees (uc_campaigns.id); null before any campaign. */
  campaignId: uuid('campaign_id'),
  /** The embedder whose site the consumer came from: its theme dresses the marketplace. */
  embedderId: uuid('embedder_id').references(() => embedders.id, { onDelete: 'set null' }),
  pii: text('pii'),
  annualIncome: numeric('annual_income', { precision: 14, scale: 2 }),
  annualHouseholdIncome: numeric('annual_household_income', { precision: 14, scale: 2 }),
  payFrequency: text('pay_frequency'),
  incomeConfirmed: boolean('income_confirmed').notNull().default(false),
  vehicleConfirmed: boolean('vehicle_confirmed').notNull().default(false),
  /** Bumped whenever the consumer's offers change; the offers answer's ETag. */
  offersVersion: integer('offers_version').notNull().default(1),
  createdAt: stampColumn('created_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});
