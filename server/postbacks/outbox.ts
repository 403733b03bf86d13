import { randomUUID } from 'node:crypto';
import { and, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import { type PartnerEvent, POSTBACK_RETRY } from '../../domain/catalog/postbacks.ts';
import type { Executor } from '../db/pool.ts';
import { reusableStatement } from '../db/reusable-statement.ts';
import { consumers, embedders, postbackDeliveries, postbackEndpoints } from '../db/schema/index.ts';

/** The pg-boss queue postbacks are delivered on (server/jobs/boss.ts QUEUES.postbacks). */
export const POSTBACK_QUEUE = 'partner-postbacks';

export interface PostbackJob {
  readonly deliveryId: string;
}

/** What sends the delivery job: pg-boss, absent in API tests (they run the worker function themselves). */
export type JobSender = Pick<PgBoss, 'send'> | undefined;

/** pg-boss's `db` option over a drizzle executor, so a job is inserted in the caller's own transaction. */
export function bossDb(tx: Executor) {
  return {
    async executeSql(text: string, values: unknown[]) {
      const parts = text.split(/\$(\d+)/);
      const chunks = parts.map((part, index) =>
        index % 2 === 0 ? sql.raw(part) : sql.param(values[Number(part) - 1] ?? null),
      );
      return await tx.execute(sql.join(chunks));
    },
  };
}

/** Queues one delivery in the given transaction (committed with it, or not at all). */
export async function enqueueDelivery(tx: Executor, jobs: JobSender, deliveryId: string): Promise<void> {
  if (!jobs) return;
  await jobs.send(POSTBACK_QUEUE, { deliveryId } satisfies PostbackJob, {
    ...POSTBACK_RETRY,
    db: bossDb(tx),
  });
}

export interface PartnerEventInput {
  /** The embedder (uuid) whose endpoint is told, or the consumer (uuid) whose embedder's endpoint is. */
  readonly embedderId?: string | undefined;
  readonly consumerId?: string | undefined;
  /** The event's own fields (ids and amounts only, never a consumer's personal data). */
  readonly data: Record<string, unknown>;
  /** Events with the same key are sent once (e.g. a consumer viewing one offer again the same day). */
  readonly dedupeKey?: string | undefined;
  readonly at?: Date | undefined;
}

export type ListeningEndpoint = { id: string; embedderId: string; embedderNumber: number };

/** An endpoint of the embedder `whose` names, enabled and subscribed to the event. */
const listening = (whose: SQL, event: unknown) =>
  and(whose, eq(postbackEndpoints.enabled, true), sql`${event} = any(${postbackEndpoints.events})`);
/** The embedder of a consumer (a consumer who came through none has none: nothing is told). */
const consumersEmbedder = (consumerId: unknown) =>
  sql`${postbackEndpoints.embedderId} = (select ${consumers.embedderId} from ${consumers} where ${consumers.id} = ${consumerId})`;

/**
 * The endpoint of an embedder (`whose` picks it by a placeholder) enabled and subscribed to the event: built once per
 * way of naming the embedder, as every redemption and offer view asks it (reusable-statement.ts).
 */
const endpointOf = (name: string, whose: SQL) =>
  reusableStatement(name, (db) =>
    db
      .select({ id: postbackEndpoints.id, embedderId: postbackEndpoints.embedderId, embedderNumber: embedders.number })
      .from(postbackEndpoints)
      .innerJoin(embedders, eq(embedders.id, postbackEndpoints.embedderId))
      .where(listening(whose, sql.placeholder('event'))),
  );
const embedderEndpoint = endpointOf(
  'postback_endpoint_of_embedder',
  sql`${postbackEndpoints.embedderId} = ${sql.placeholder('embedderId')}`,
);
const consumerEmbedderEndpoint = endpointOf(
  'postback_endpoint_of_consumer',
  consumersEmbedder(sql.placeholder('consumerId')),
);

/**
 * The same endpoint as a column of another query (JSON, null when none listens): for a caller that reads it with
 * what it reads anyway, in one round trip (the redemption's first read).
 */
export const listeningEndpointColumn = (event: PartnerEvent, consumerId: SQL | Placeholder) =>
  sql<ListeningEndpoint | null>`(select json_build_object('id', ${postbackEndpoints.id}, 'embedderId',
    ${postbackEndpoints.embedderId}, 'embedderNumber', ${embedders.number}) from ${postbackEndpoints}
    inner join ${embedders} on ${embedders.id} = ${postbackEndpoints.embedderId}
    where ${listening(consumersEmbedder(consumerId), event)} limit 1)`;

/** The endpoint to tell of this event: the embedder's (or the consumer's embedder's), enabled and subscribed. */
export async function listeningEndpoint(
  db: Executor,
  event: PartnerEvent,
  input: Pick<PartnerEventInput, 'embedderId' | 'consumerId'>,
): Promise<ListeningEndpoint | undefined> {
  const [endpoint] = input.embedderId
    ? await embedderEndpoint(db).execute({ event, embedderId: input.embedderId })
    : await consumerEmbedderEndpoint(db).execute({ event, consumerId: input.consumerId ?? null });
  return endpoint;
}

/** Writes the delivery row and its job in the transaction; null when the dedupe key was already used. */
export async function recordDelivery(
  tx: Executor,
  jobs: JobSender,
  endpoint: ListeningEndpoint,
  event: PartnerEvent,
  input: PartnerEventInput,
): Promise<string | null> {
  const payload = {
    id: `evt_${randomUUID()}`,
    event,
    createdAt: (input.at ?? new Date()).toISOString(),
    embedderId: endpoint.embedderNumber,
    data: input.data,
  };
  const [delivery] = await tx
    .insert(postbackDeliveries)
    .values({ embedderId: endpoint.embedderId, endpointId: endpoint.id, event, payload, dedupeKey: input.dedupeKey })
    .onConflictDoNothing()
    .returning({ id: postbackDeliveries.id });
  if (!delivery) return null;
  await enqueueDelivery(tx, jobs, delivery.id);
  return delivery.id;
}

/**
 * Records a partner event in the caller's transaction (the outbox): a delivery row for the embedder's endpoint when
 * it is enabled and subscribed to the event, and its pg-boss job in the same transaction. Answers the delivery's id,
 * or null when nothing is to be sent. The loan-leads work calls it with `offer.funded` when a lead is funded.
 */
export async function emitPartnerEvent(
  tx: Executor,
  jobs: JobSender,
  event: PartnerEvent,
  input: PartnerEventInput,
  /** The endpoint when the caller read it already (listeningEndpointColumn); null: none listens. */
  known?: ListeningEndpoint | null,
): Promise<string | null> {
  const endpoint = known === undefined ? await listeningEndpoint(tx, event, input) : known;
  return endpoint ? await recordDelivery(tx, jobs, endpoint, event, input) : null;
}

/** A new delivery of an earlier one's event (same payload and event id), queued at once. */
export async function redeliver(
  tx: Executor,
  jobs: JobSender,
  original: typeof postbackDeliveries.$inferSelect,
): Promise<string> {
  const [delivery] = await tx
    .insert(postbackDeliveries)
    .values({
      embedderId: original.embedderId,
      endpointId: original.endpointId,
      event: original.event,
      payload: original.payload,
      redeliveryOf: original.id,
    })
    .returning({ id: postbackDeliveries.id });
  if (!delivery) throw new Error('redelivery insert returned nothing');
  await enqueueDelivery(tx, jobs, delivery.id);
  return delivery.id;
}
