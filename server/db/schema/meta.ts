import { jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { stampColumn } from './columns.ts';

/** Small key/value facts about this database, e.g. that the demo data was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: stampColumn('created_at'),
});
