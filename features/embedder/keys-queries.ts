import { getApiKey } from '../../api/api-keys.ts';
import type { ApiClient } from '../../api/client.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { getSiteKey } from '../../api/site-keys.ts';

// The key pages' single-record queries, for their screens and their loaders (keys-pages.ts).

/** One site key with its QR links (the edit and view pages). */
export const siteKeyQuery = (client: ApiClient, embedderId: number, siteKeyId: string) =>
  endpointQuery(client, getSiteKey, { params: { embedderId, siteKeyId } });

/** One API key (never its value). */
export const apiKeyQuery = (client: ApiClient, embedderId: number, apiKeyId: string) =>
  endpointQuery(client, getApiKey, { params: { embedderId, apiKeyId } });
