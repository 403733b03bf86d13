import { bigint, integer, pgTable, varchar } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by every server process (issue 17), in the layout rate-limiter-flexible's PostgreSQL
 * store reads and writes (key, points, expire in epoch ms): it upserts them atomically, so parallel requests count
 * exactly. Declared here so the table comes with the migrations instead of a CREATE at run time.
 */
export const rateLimits = pgTable('rate_limits', {
  key: varchar('key', { length: 255 }).primaryKey(),
  points: integer('points').notNull().default(0),
  expire: bigint('expire', { mode: 'number' }),
});
