import * as v from 'valibot';
import { DELIVERY_STATUSES, PARTNER_EVENTS } from '../domain/catalog/postbacks.ts';
import { postbackConfigSchema } from '../domain/validation/postback.ts';
import { embedderParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { embedderGroup, resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/**
 * An embedder's postback endpoint (keys/postbacks). `secret` is present only in the answer that generated it (the
 * first save, a rotation): like an API key it is shown once; afterwards only its last four characters are.
 */
export const PostbackConfig = v.object({
  configured: v.boolean(),
  url: v.nullable(v.string()),
  enabled: v.boolean(),
  events: v.array(v.picklist(PARTNER_EVENTS)),
  secretHint: v.nullable(v.string()),
  secretRotatedAt: v.nullable(v.string()),
  secret: v.optional(v.string()),
});
export type PostbackConfig = v.InferOutput<typeof PostbackConfig>;

export const PostbackDelivery = v.object({
  id: v.string(),
  createdAt: v.string(),
  event: v.picklist(PARTNER_EVENTS),
  status: v.picklist(DELIVERY_STATUSES),
  attempts: v.number(),
  lastStatusCode: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
  lastAttemptAt: v.nullable(v.string()),
  redeliveryOf: v.nullable(v.string()),
});
export type PostbackDelivery = v.InferOutput<typeof PostbackDelivery>;

export const POSTBACK_DELIVERY_FIELDS = {
  createdAt: listField('TIMESTAMP', 'Time'),
  event: listField('STRING_ENUM', 'Event', PARTNER_EVENTS),
  status: listField('STRING_ENUM', 'Status', DELIVERY_STATUSES),
  attempts: listField('INTEGER', 'Attempts'),
  lastStatusCode: listField('INTEGER', 'Last response'),
} as const satisfies ListFields;

export const POSTBACK_ACTIONS = {
  updated: 'POSTBACK_ENDPOINT_UPDATED',
  rotated: 'POSTBACK_SECRET_ROTATED',
  redelivered: 'POSTBACK_REDELIVERED',
} as const;
const AUDIT = auditTrail('EMBEDDER', 'POSTBACK_ENDPOINT', POSTBACK_ACTIONS);

const postbacks = embedderGroup({ tags: ['embedder postbacks'], area: 'keys', path: '/postbacks' });

const configCalls = resourceEndpoints(postbacks, postbacks, {
  row: PostbackConfig,
  body: postbackConfigSchema,
  audit: AUDIT,
});
export const getPostbackConfig = configCalls.get(
  'The postback endpoint (URL, events, whether it is on; never the secret)',
);
export const updatePostbackConfig = configCalls.update(
  'Set the postback URL and events; the first save generates the signing secret and answers it once',
);

export const rotatePostbackSecret = postbacks({
  method: 'POST',
  path: '/secret',
  summary: 'Replace the signing secret; the answer shows the new one once',
  audit: AUDIT.rotated,
  response: PostbackConfig,
});

export const listPostbackDeliveries = postbacks({
  method: 'GET',
  path: '/deliveries',
  summary: 'The delivery log, newest first (paged)',
  query: ListQuery,
  response: pageOf(PostbackDelivery),
});

export const redeliverPostback = postbacks({
  method: 'POST',
  path: '/deliveries/:deliveryId/redeliver',
  summary: 'Send a delivery’s event again (a new delivery with the same event id)',
  audit: { category: 'EMBEDDER', entity: 'POSTBACK_DELIVERY', action: POSTBACK_ACTIONS.redelivered },
  params: embedderParams({ deliveryId: v.pipe(v.string(), v.uuid('No such delivery')) }),
  response: PostbackDelivery,
  status: 201,
});
