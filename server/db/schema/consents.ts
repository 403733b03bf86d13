import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { ConsentChannel, ConsentKind } from '../../../domain/compliance/consents.ts';
import { idColumn, requiredRef } from './columns.ts';
import { consumers } from './consumers.ts';

/**
 * Every consent a consumer gave (decision 0611): the kind, the text's version and SHA-256, when, on which site, and
 * from which network address and browser. Append-only: a trigger of migration 0044 refuses UPDATE and DELETE, and no
 * route changes a row; a withdrawn or renewed consent is a new row.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: idColumn(),
    // No cascade: a consumer with consents on record is not deleted (the trigger would refuse it anyway).
    consumerId: requiredRef('consumer_id', () => consumers.id),
    kind: text('kind').$type<ConsentKind>().notNull(),
    version: text('version').notNull(),
    textHash: text('text_hash').notNull(),
    channel: text('channel').$type<ConsentChannel>().notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_consumer').on(t.consumerId, t.givenAt)],
);
