import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { DeliveryStatus, PartnerEvent } from '../../../domain/catalog/postbacks.ts';
import { idColumn, ownedBy, stampColumn } from './columns.ts';
import { embedderRow } from './tenant-columns.ts';
import { embedders } from './tenants.ts';

/**
 * An embedder's postback endpoint (issue 16): where its events go and the secret they are signed with. The secret is
 * sealed with the server's key (server/auth/secret-box.ts), because the server must sign with it; the embedder sees
 * it once, when it is generated or rotated.
 */
export const postbackEndpoints = pgTable('postback_endpoints', {
  id: idColumn(),
  embedderId: uuid('embedder_id')
    .notNull()
    .unique()
    .references(() => embedders.id, { onDelete: 'cascade' }),
  url: text('url').notNull(),
  enabled: boolean('enabled').notNull().default(true),
  events: text('events').array().$type<PartnerEvent[]>().notNull(),
  secretSealed: text('secret_sealed').notNull(),
  /** The secret's last four characters, so the console can tell which one is in use. */
  secretHint: text('secret_hint').notNull(),
  secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }).notNull().defaultNow(),
  createdAt: stampColumn('created_at'),
  updatedAt: timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => sql`now()`),
});

/**
 * One event to deliver to one endpoint (the outbox): written in the transaction of the event itself, then worked by
 * the `partner-postbacks` queue. `dedupeKey` keeps repeated views of one offer to one event a day.
 */
export const postbackDeliveries = pgTable(
  'postback_deliveries',
  {
    ...embedderRow(),
    endpointId: ownedBy('endpoint_id', () => postbackEndpoints.id),
    event: text('event').$type<PartnerEvent>().notNull(),
    /** The JSON body, exactly as it is sent (and signed). */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<DeliveryStatus>().notNull().default('PENDING'),
    attempts: integer('attempts').notNull().default(0),
    lastStatusCode: integer('last_status_code'),
    lastError: text('last_error'),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    dedupeKey: text('dedupe_key'),
    /** A redelivery names the delivery it repeats. */
    redeliveryOf: uuid('redelivery_of'),
    createdAt: stampColumn('created_at'),
  },
  (t) => [
    index('postback_deliveries_embedder').on(t.embedderId, t.createdAt),
    uniqueIndex('postback_deliveries_dedupe').on(t.endpointId, t.dedupeKey),
  ],
);

/** Every attempt at a delivery: the answer's status code or the error, and how long it took. */
export const postbackAttempts = pgTable(
  'postback_attempts',
  {
    id: idColumn(),
    deliveryId: ownedBy('delivery_id', () => postbackDeliveries.id),
    attempt: integer('attempt').notNull(),
    statusCode: integer('status_code'),
    error: text('error'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: stampColumn('created_at'),
  },
  (t) => [index('postback_attempts_delivery').on(t.deliveryId)],
);
