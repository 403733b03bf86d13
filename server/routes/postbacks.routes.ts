import { count, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  getPostbackConfig,
  listPostbackDeliveries,
  POSTBACK_DELIVERY_FIELDS,
  redeliverPostback,
  rotatePostbackSecret,
  updatePostbackConfig,
} from '../../api/postbacks.ts';
import { POSTBACK_MESSAGES } from '../../domain/validation/postback.ts';
import {
  auditedConfig,
  configAnswer,
  DELIVERY_DEFAULT_ORDER,
  deliveryColumns,
  findDelivery,
  findPostbackEndpoint,
  rotateSecret,
  savePostbackEndpoint,
  toDelivery,
} from '../db/queries/postbacks.ts';
import { postbackDeliveries } from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';
import { redeliver } from '../postbacks/outbox.ts';
import { isInternalHost } from '../postbacks/target.ts';

const noEndpoint = () => notFound('Set a postback URL first');

/** Embedder postbacks (issue 16, keys/postbacks): the endpoint, its signing secret and the delivery log. */
export function registerPostbackRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getPostbackConfig, async ({ tenant, db }) =>
    configAnswer(await findPostbackEndpoint(db, tenant.id)),
  );

  scopedRoute(app, updatePostbackConfig, async ({ body, tenant, db, audit, c }) => {
    const { nodeEnv, encryptionKey } = c.get('deps');
    // Production never posts inward (docs/decisions/0323-targets-postbacks.md); the sandbox may use localhost.
    if (nodeEnv === 'production' && isInternalHost(body.url)) {
      throw new ApiError(400, 'VALIDATION_FAILED', POSTBACK_MESSAGES.privateTarget, [
        { path: 'url', message: POSTBACK_MESSAGES.privateTarget },
      ]);
    }
    const { before, after, secret } = await savePostbackEndpoint(db, tenant.id, body, encryptionKey);
    audit.record({
      entityId: after.id,
      entityName: 'Postback endpoint',
      oldValue: auditedConfig(before),
      newValue: auditedConfig(after),
    });
    return configAnswer(after, secret);
  });

  scopedRoute(app, rotatePostbackSecret, async ({ tenant, db, audit, c }) => {
    const before = await findPostbackEndpoint(db, tenant.id, true);
    if (!before) throw noEndpoint();
    const { after, secret } = await rotateSecret(db, before.id, c.get('deps').encryptionKey);
    audit.record({
      entityId: after.id,
      entityName: 'Postback signing secret',
      oldValue: { secretRotatedAt: before.secretRotatedAt.toISOString() },
      newValue: { secretRotatedAt: after.secretRotatedAt.toISOString() },
    });
    return configAnswer(after, secret);
  });

  scopedRoute(app, listPostbackDeliveries, async ({ query, tenant, db }) =>
    pagedList(
      {
        fields: POSTBACK_DELIVERY_FIELDS,
        columns: deliveryColumns,
        select: () => db.select(deliveryColumns).from(postbackDeliveries).$dynamic(),
        count: async (where) => (await db.select({ n: count() }).from(postbackDeliveries).where(where))[0]?.n ?? 0,
        where: eq(postbackDeliveries.embedderId, tenant.id),
        defaultOrder: DELIVERY_DEFAULT_ORDER,
        toRow: toDelivery,
        csvName: 'postback-deliveries',
        csvColumns: {
          createdAt: 'Time',
          event: 'Event',
          status: 'Status',
          attempts: 'Attempts',
          lastStatusCode: 'Last response',
          lastError: 'Last error',
        },
      },
      query,
    ),
  );

  scopedRoute(app, redeliverPostback, async ({ params, tenant, db, audit, c }) => {
    const original = await findDelivery(db, tenant.id, params.deliveryId);
    if (!original) throw notFound('No such delivery');
    const id = await redeliver(db, c.get('deps').boss, original);
    const created = await findDelivery(db, tenant.id, id);
    if (!created) throw notFound('No such delivery');
    audit.record({
      entityId: id,
      entityName: original.event,
      oldValue: null,
      newValue: { redeliveryOf: original.id, event: original.event },
    });
    return toDelivery(created);
  });
}
