import { and, desc, eq } from 'drizzle-orm';
import type { PostbackConfig, PostbackDelivery } from '../../../api/postbacks.ts';
import { PARTNER_EVENTS } from '../../../domain/catalog/postbacks.ts';
import type { PostbackConfigFields } from '../../../domain/validation/postback.ts';
import { seal } from '../../auth/secret-box.ts';
import { newSigningSecret } from '../../postbacks/signature.ts';
import type { Executor } from '../pool.ts';
import { postbackDeliveries, postbackEndpoints } from '../schema/index.ts';
import { tableList } from './list-source.ts';
import type { EmbedderScope } from './scope.ts';

type EndpointRow = typeof postbackEndpoints.$inferSelect;

/** The endpoint's settings as the audit row keeps them: never the secret (not even sealed). */
export const auditedConfig = (row: EndpointRow | undefined) =>
  row ? { url: row.url, enabled: row.enabled, events: row.events } : null;

export function configAnswer(row: EndpointRow | undefined, secret?: string): PostbackConfig {
  if (!row) {
    return {
      configured: false,
      url: null,
      enabled: true,
      events: [...PARTNER_EVENTS],
      secretHint: null,
      secretRotatedAt: null,
    };
  }
  return {
    configured: true,
    url: row.url,
    enabled: row.enabled,
    events: row.events,
    secretHint: row.secretHint,
    secretRotatedAt: row.secretRotatedAt.toISOString(),
    ...(secret ? { secret } : {}),
  };
}

const endpointOf = (scope: EmbedderScope) => eq(postbackEndpoints.embedderId, scope.embedderId);

/** The embedder's endpoint (at most one); `lock` takes it FOR UPDATE for a change and its audit row. */
export async function findPostbackEndpoint(db: Executor, scope: EmbedderScope, params: { lock?: boolean } = {}) {
  const query = db.select().from(postbackEndpoints).where(endpointOf(scope));
  const [row] = params.lock ? await query.for('update') : await query;
  return row;
}

/** A fresh secret, sealed for storage, with its hint. */
function freshSecret(encryptionKey: Buffer) {
  const secret = newSigningSecret();
  return { secret, stored: { secretSealed: seal(encryptionKey, secret), secretHint: secret.slice(-4) } };
}

/** Saves the endpoint; the first save also generates its secret (answered once, in `secret`). */
export async function savePostbackEndpoint(
  db: Executor,
  scope: EmbedderScope,
  params: { fields: PostbackConfigFields; encryptionKey: Buffer },
): Promise<{ before: EndpointRow | undefined; after: EndpointRow; secret?: string }> {
  const { fields, encryptionKey } = params;
  const before = await findPostbackEndpoint(db, scope, { lock: true });
  if (before) {
    const [after] = await db
      .update(postbackEndpoints)
      .set({ url: fields.url, enabled: fields.enabled, events: fields.events })
      .where(and(endpointOf(scope), eq(postbackEndpoints.id, before.id)))
      .returning();
    if (!after) throw new Error('postback endpoint update returned nothing');
    return { before, after };
  }
  const { secret, stored } = freshSecret(encryptionKey);
  const [after] = await db
    .insert(postbackEndpoints)
    .values({
      embedderId: scope.embedderId,
      url: fields.url,
      enabled: fields.enabled,
      events: fields.events,
      ...stored,
    })
    .returning();
  if (!after) throw new Error('postback endpoint insert returned nothing');
  return { before, after, secret };
}

/** A new signing secret for the embedder's endpoint; undefined when it has none. */
export async function rotateSecret(db: Executor, scope: EmbedderScope, params: { encryptionKey: Buffer }) {
  const { secret, stored } = freshSecret(params.encryptionKey);
  const [after] = await db
    .update(postbackEndpoints)
    .set({ ...stored, secretRotatedAt: new Date() })
    .where(endpointOf(scope))
    .returning();
  return after ? { after, secret } : undefined;
}

const deliveryColumns = {
  id: postbackDeliveries.id,
  createdAt: postbackDeliveries.createdAt,
  event: postbackDeliveries.event,
  status: postbackDeliveries.status,
  attempts: postbackDeliveries.attempts,
  lastStatusCode: postbackDeliveries.lastStatusCode,
  lastError: postbackDeliveries.lastError,
  lastAttemptAt: postbackDeliveries.lastAttemptAt,
  redeliveryOf: postbackDeliveries.redeliveryOf,
};

type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof postbackDeliveries.$inferSelect)[K] };
export const toDelivery = (row: DeliveryRow): PostbackDelivery => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

const deliveriesOf = (scope: EmbedderScope) => eq(postbackDeliveries.embedderId, scope.embedderId);

/** The embedder's delivery log as a paged list, newest first. */
export const deliveryList = (db: Executor, scope: EmbedderScope) =>
  tableList(db, postbackDeliveries, {
    columns: deliveryColumns,
    where: deliveriesOf(scope),
    defaultOrder: [desc(postbackDeliveries.createdAt), desc(postbackDeliveries.id)],
    toRow: toDelivery,
  });

/** One of this embedder's deliveries (another embedder's is not found). */
export async function findDelivery(db: Executor, scope: EmbedderScope, params: { id: string }) {
  const [row] = await db
    .select()
    .from(postbackDeliveries)
    .where(and(eq(postbackDeliveries.id, params.id), deliveriesOf(scope)));
  return row;
}
