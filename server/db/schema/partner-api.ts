import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { stampColumn } from './columns.ts';
import { consumers } from './consumers.ts';
import { embedderRow } from './tenant-columns.ts';

/**
 * An embedder's partner-API key (002 §3 "API key: name, enabled, key value ({key}, shown once)"). The key itself is
 * never stored: only its SHA-256. A fast hash is right here, unlike for passwords: a key is 32 random bytes (256 bits
 * of entropy), so there is nothing to guess from a leaked hash and no dictionary to slow down; a slow hash would only
 * slow every partner call. `key_prefix` (the first characters) lets a list tell keys apart.
 */
export const embedderApiKeys = pgTable(
  'embedder_api_keys',
  {
    ...embedderRow(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    keyHash: text('key_hash').notNull().unique(),
    keyPrefix: text('key_prefix').notNull(),
    createdAt: stampColumn('created_at'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('embedder_api_keys_embedder').on(t.embedderId)],
);

/**
 * One partner prequal call (002 §3 Prequal lead: prequal time, embedder, consumer id, campaign, first and last name,
 * address, email, phone, has offers, redeemed at). What the partner sent about the person is one AES-256-GCM sealed
 * JSON in `pii` like the consumer's (server/auth/secret-box.ts): a lead may name someone who is not our consumer.
 * Date of birth and SSN digits are used for the match only and never stored.
 */
export const prequalLeads = pgTable(
  'prequal_leads',
  {
    ...embedderRow(),
    apiKeyId: uuid('api_key_id').references(() => embedderApiKeys.id, { onDelete: 'set null' }),
    /** The matched consumer; null when nobody matched. */
    consumerId: uuid('consumer_id').references(() => consumers.id, { onDelete: 'set null' }),
    /** The campaign the match was made in (uc_campaigns.id); null when nobody matched. */
    campaignId: uuid('campaign_id'),
    pii: text('pii').notNull(),
    hasOffers: boolean('has_offers').notNull(),
    prequalAt: timestamp('prequal_at', { withTimezone: true }).notNull().defaultNow(),
    /** Set when the matched consumer redeems an offer after this call. */
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
  },
  (t) => [
    index('prequal_leads_embedder_time').on(t.embedderId, t.prequalAt),
    index('prequal_leads_consumer').on(t.consumerId),
    // The admin's report over every embedder, newest first: its CSV streams from this index instead of sorting
    // every lead before the first byte (issue 31 item 3).
    index('prequal_leads_time').on(t.prequalAt, t.id),
    // The lists filter "Has offers" as the Yes/No the console shows (server/db/queries/prequal-leads.ts): indexing
    // that very expression serves the filtered first page and gives the planner statistics on it, so an estimated
    // total (decision 0792) is near the truth instead of the 0.5 % guess for an expression it knows nothing of.
    index('prequal_leads_has_offers').on(
      t.embedderId,
      sql`(case when ${t.hasOffers} then 'Yes' else 'No' end)`,
      t.prequalAt,
    ),
  ],
);
