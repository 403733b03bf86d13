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
  deliveryList,
  findDelivery,
  findPostbackEndpoint,
  rotateSecret,
  savePostbackEndpoint,
  toDelivery,
} from '../db/queries/postbacks.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { scopedRoute } from '../http/register.ts';
import { redeliver } from '../postbacks/outbox.ts';
import { isInternalHost } from '../postbacks/target.ts';

const noEndpoint = () => notFound('Set a postback URL first');

/** Embedder postbacks (issue 16, keys/postbacks): the endpoint, its signing secret and the delivery log. */
export function registerPostbackRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, getPostbackConfig, async ({ scope, db }) => configAnswer(await findPostbackEndpoint(db, scope)));

  scopedRoute(app, updatePostbackConfig, async ({ body, scope, db, audit, c }) => {
    const { nodeEnv, encryptionKey } = c.get('deps');
    // Production never posts inward (docs/decisions/0323-targets-postbacks.md); the sandbox may use localhost.
    if (nodeEnv === 'production' && isInternalHost(body.url)) {
      throw new ApiError(400, 'VALIDATION_FAILED', POSTBACK_MESSAGES.privateTarget, [
        { path: 'url', message: POSTBACK_MESSAGES.privateTarget },
      ]);
    }
    const { before, after, secret } = await savePostbackEndpoint(db, scope, { fields: body, encryptionKey });
    audit.record({
      entityId: after.id,
      entityName: 'Postback endpoint',
      oldValue: auditedConfig(before),
      newValue: auditedConfig(after),
    });
    return configAnswer(after, secret);
  });

  scopedRoute(app, rotatePostbackSecret, async ({ scope, db, audit, c }) => {
    const before = await findPostbackEndpoint(db, scope, { lock: true });
    const rotated = before ? await rotateSecret(db, scope, { encryptionKey: c.get('deps').encryptionKey }) : undefined;
    if (!before || !rotated) throw noEndpoint();
    const { after, secret } = rotated;
    audit.record({
      entityId: after.id,
      entityName: 'Postback signing secret',
      oldValue: { secretRotatedAt: before.secretRotatedAt.toISOString() },
      newValue: { secretRotatedAt: after.secretRotatedAt.toISOString() },
    });
    return configAnswer(after, secret);
  });

  scopedRoute(app, listPostbackDeliveries, async ({ query, scope, db }) =>
    pagedList(
      {
        fields: POSTBACK_DELIVERY_FIELDS,
        ...deliveryList(db, scope),
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

  scopedRoute(app, redeliverPostback, async ({ params, scope, db, audit, c }) => {
    const original = await findDelivery(db, scope, { id: params.deliveryId });
    if (!original) throw notFound('No such delivery');
    const id = await redeliver(db, c.get('deps').boss, original);
    const created = await findDelivery(db, scope, { id });
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
