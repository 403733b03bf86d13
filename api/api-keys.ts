import * as v from 'valibot';
import { apiKeySchema } from '../domain/validation/api-key.ts';
import { embedderParams } from './console-endpoint.ts';
import { embedderKeys } from './embedder-keys.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, listField } from './paged-list.ts';

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
  name: listField('STRING', 'Name'),
  keyPrefix: listField('STRING', 'Key'),
  createdAt: listField('TIMESTAMP', 'Created'),
  lastUsedAt: listField('TIMESTAMP', 'Last used'),
} as const satisfies ListFields;

const ApiKeyParams = embedderParams({ apiKeyId: v.pipe(v.string(), v.uuid('No such API key')) });

/** 002 §3 audit actions "API key created/updated" (a revoke is an update: revokedAt set). */
export const API_KEY_ACTIONS = { created: 'API_KEY_CREATED', updated: 'API_KEY_UPDATED' } as const;
const AUDIT = auditTrail('EMBEDDER', 'API_KEY', API_KEY_ACTIONS);

const apiKeys = embedderKeys.within('/embedder/:embedderId/api-keys');
const apiKey = apiKeys.within('/:apiKeyId', ApiKeyParams);

const apiKeyCalls = resourceEndpoints(apiKeys, apiKey, { row: ApiKey, body: apiKeySchema, audit: AUDIT });
export const listApiKeys = apiKeyCalls.list('The embedder’s partner-API keys (paged; never their values)');
export const createApiKey = apiKeyCalls.create(
  'Make a key; the answer carries its value once and it can never be read again',
  CreatedApiKey,
);
export const getApiKey = apiKeyCalls.get('One key (without its value)');
export const updateApiKey = apiKeyCalls.update('Rename, enable or disable a key');

export const revokeApiKey = apiKey({
  method: 'POST',
  path: '/revoke',
  summary: 'Revoke a key for good: every later call with it is refused (401)',
  audit: AUDIT.updated,
  response: ApiKey,
});
