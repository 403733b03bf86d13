import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { stampColumn } from './columns.ts';
import { embedderRow } from './tenant-columns.ts';

/**
 * An embedder's site key (002 §3: name, enabled, approved origins, QR codes per product). The key is public by
 * nature — it sits in partner pages and QR codes — so it is stored as is; it names the embedder whose theme the
 * consumer landing shows, and an enabled key's origins may answer the consumer marketplace's opener handshake.
 */
export const embedderSiteKeys = pgTable(
  'embedder_site_keys',
  {
    ...embedderRow(),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    /** `sk_` + 24 random URL-safe characters. */
    key: text('key').notNull().unique(),
    /** Origins as URL().origin writes them (domain/validation/site-key.ts). */
    approvedOrigins: text('approved_origins').array().notNull().default(sql`'{}'::text[]`),
    createdAt: stampColumn('created_at'),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => sql`now()`),
  },
  (t) => [index('embedder_site_keys_embedder').on(t.embedderId)],
);
