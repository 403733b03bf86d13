import * as v from 'valibot';
import { apiKeySchema } from '../domain/validation/api-key.ts';
import { fiIdSchema } from '../domain/validation/lender.ts';
import { areaRights, EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { type ListFields, ListQuery, pageOf } from './paged-list.ts';

/** An API key as the console shows it (002 §3): never its value, which only the create answer carries. */
export const ApiKey = v.object({
  id: v.string(),
  name: v.string(),
  enabled: v.boolean(),
  /** The key's first characters, to tell keys apart. */
  keyPrefix: v.string(),
  createdAt: v.string(),
  lastUsedAt: v.nullable(v.string()),
  revokedAt: v.nullable(v.string()),
});
export type ApiKey = v.InferOutput<typeof ApiKey>;

/** The create answer: the key and, this once, its value ("shown once"). */
export const CreatedApiKey = v.object({ ...ApiKey.entries, key: v.string() });
export type CreatedApiKey = v.InferOutput<typeof CreatedApiKey>;

export const API_KEY_FIELDS = {
  name: { type: 'STRING', label: 'Name', sortable: true, filterable: true },
  keyPrefix: { type: 'STRING', label: 'Key', sortable: true, filterable: true },
  createdAt: { type: 'TIMESTAMP', label: 'Created', sortable: true, filterable: true },
  lastUsedAt: { type: 'TIMESTAMP', label: 'Last used', sortable: true, filterable: true },
} as const satisfies ListFields;

const ApiKeyParams = v.object({
  embedderId: fiIdSchema,
  apiKeyId: v.pipe(v.string(), v.uuid('No such API key')),
});
const TAGS = ['embedder keys'];
const { READ, WRITE } = areaRights('keys');

/** 002 §3 audit actions "API key created/updated" (a revoke is an update: revokedAt set). */
export const API_KEY_ACTIONS = { created: 'API_KEY_CREATED', updated: 'API_KEY_UPDATED' } as const;
const AUDIT = auditTrail('EMBEDDER', 'API_KEY', API_KEY_ACTIONS);

export const listApiKeys = embedderEndpoint({
  method: 'GET',
  path: '/embedder/:embedderId/api-keys',
  summary: 'The embedder’s partner-API keys (paged; never their values)',
  tags: TAGS,
  permission: READ,
  params: EmbedderParams,
  query: ListQuery,
  response: pageOf(ApiKey),
});

export const createApiKey = embedderEndpoint({
  method: 'POST',
  path: '/embedder/:embedderId/api-keys',
  summary: 'Make a key; the answer carries its value once and it can never be read again',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.created,
  params: EmbedderParams,
  body: apiKeySchema,
  response: CreatedApiKey,
  status: 201,
});

export const getApiKey = embedderEndpoint({
  method: 'GET',
  path: '/embedder/:embedderId/api-keys/:apiKeyId',
  summary: 'One key (without its value)',
  tags: TAGS,
  permission: READ,
  params: ApiKeyParams,
  response: ApiKey,
});

export const updateApiKey = embedderEndpoint({
  method: 'PUT',
  path: '/embedder/:embedderId/api-keys/:apiKeyId',
  summary: 'Rename, enable or disable a key',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.updated,
  params: ApiKeyParams,
  body: apiKeySchema,
  response: ApiKey,
});

export const revokeApiKey = embedderEndpoint({
  method: 'POST',
  path: '/embedder/:embedderId/api-keys/:apiKeyId/revoke',
  summary: 'Revoke a key for good: every later call with it is refused (401)',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.updated,
  params: ApiKeyParams,
  response: ApiKey,
});
