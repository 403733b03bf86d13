import { and, desc, eq } from 'drizzle-orm';
import type { PostbackConfig, PostbackDelivery } from '../../../api/postbacks.ts';
import { PARTNER_EVENTS } from '../../../domain/catalog/postbacks.ts';
import type { PostbackConfigFields } from '../../../domain/validation/postback.ts';
import { seal } from '../../auth/secret-box.ts';
import { newSigningSecret } from '../../postbacks/signature.ts';
import type { Executor } from '../pool.ts';
import { postbackDeliveries, postbackEndpoints } from '../schema/index.ts';

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

export async function findPostbackEndpoint(db: Executor, embedderId: string, lock = false) {
  const query = db.select().from(postbackEndpoints).where(eq(postbackEndpoints.embedderId, embedderId));
  const [row] = lock ? await query.for('update') : await query;
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
  embedderId: string,
  fields: PostbackConfigFields,
  encryptionKey: Buffer,
): Promise<{ before: EndpointRow | undefined; after: EndpointRow; secret?: string }> {
  const before = await findPostbackEndpoint(db, embedderId, true);
  if (before) {
    const [after] = await db
      .update(postbackEndpoints)
      .set({ url: fields.url, enabled: fields.enabled, events: fields.events })
      .where(eq(postbackEndpoints.id, before.id))
      .returning();
    if (!after) throw new Error('postback endpoint update returned nothing');
    return { before, after };
  }
  const { secret, stored } = freshSecret(encryptionKey);
  const [after] = await db
    .insert(postbackEndpoints)
    .values({ embedderId, url: fields.url, enabled: fields.enabled, events: fields.events, ...stored })
    .returning();
  if (!after) throw new Error('postback endpoint insert returned nothing');
  return { before, after, secret };
}

export async function rotateSecret(db: Executor, endpointId: string, encryptionKey: Buffer) {
  const { secret, stored } = freshSecret(encryptionKey);
  const [after] = await db
    .update(postbackEndpoints)
    .set({ ...stored, secretRotatedAt: new Date() })
    .where(eq(postbackEndpoints.id, endpointId))
    .returning();
  if (!after) throw new Error('postback secret rotation returned nothing');
  return { after, secret };
}

export const deliveryColumns = {
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
export const DELIVERY_DEFAULT_ORDER = [desc(postbackDeliveries.createdAt), desc(postbackDeliveries.id)];

type DeliveryRow = { [K in keyof typeof deliveryColumns]: (typeof postbackDeliveries.$inferSelect)[K] };
export const toDelivery = (row: DeliveryRow): PostbackDelivery => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

/** One of this embedder's deliveries (another embedder's is not found). */
export async function findDelivery(db: Executor, embedderId: string, id: string) {
  const [row] = await db
    .select()
    .from(postbackDeliveries)
    .where(and(eq(postbackDeliveries.id, id), eq(postbackDeliveries.embedderId, embedderId)));
  return row;
}
