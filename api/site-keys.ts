import * as v from 'valibot';
import { PRODUCT_TYPES } from '../domain/catalog/products.ts';
import { siteKeySchema } from '../domain/validation/site-key.ts';
import { areaRights, EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import { auditTrail, EmptyResponse } from './endpoint.ts';
import { type ListFields, ListQuery, pageOf } from './paged-list.ts';

/** 002 §3 Site key as the embedder console shows it; `key` is its public identifier (`sk_…`). */
export const SiteKey = v.object({
  id: v.string(),
  name: v.string(),
  enabled: v.boolean(),
  key: v.string(),
  approvedOrigins: v.array(v.string()),
  originsCount: v.number(),
  createdAt: v.string(),
  updatedAt: v.string(),
});
export type SiteKey = v.InferOutput<typeof SiteKey>;

/** One QR code of the view page: the link (built by the server from PUBLIC_URL) for one approved product type. */
export const SiteKeyProductLink = v.object({ productType: v.picklist(PRODUCT_TYPES), url: v.string() });
export type SiteKeyProductLink = v.InferOutput<typeof SiteKeyProductLink>;
export const SiteKeyDetails = v.object({ ...SiteKey.entries, productLinks: v.array(SiteKeyProductLink) });
export type SiteKeyDetails = v.InferOutput<typeof SiteKeyDetails>;

export const SITE_KEY_FIELDS = {
  name: { type: 'STRING', label: 'Name', sortable: true, filterable: true },
  key: { type: 'STRING', label: 'Key', sortable: true, filterable: true },
  enabled: { type: 'STRING_ENUM', label: 'Enabled', sortable: true, filterable: true, options: ['true', 'false'] },
  originsCount: { type: 'INTEGER', label: 'Approved origins', sortable: true, filterable: true },
} as const satisfies ListFields;

const SiteKeyParams = v.object({
  ...EmbedderParams.entries,
  siteKeyId: v.pipe(v.string(), v.uuid('No such site key')),
});
const TAGS = ['embedder keys'];
const { READ, WRITE } = areaRights('keys');

/** 002 §3 audit actions "site key created/updated" (and deleted, for the implied delete). */
export const SITE_KEY_ACTIONS = {
  created: 'SITE_KEY_CREATED',
  updated: 'SITE_KEY_UPDATED',
  deleted: 'SITE_KEY_DELETED',
} as const;
const AUDIT = auditTrail('EMBEDDER', 'SITE_KEY', SITE_KEY_ACTIONS);

export const listSiteKeys = embedderEndpoint({
  method: 'GET',
  path: '/embedders/:embedderId/site-keys',
  summary: 'The embedder’s site keys (paged; format=csv exports)',
  tags: TAGS,
  permission: READ,
  params: EmbedderParams,
  query: ListQuery,
  response: pageOf(SiteKey),
});

export const getSiteKey = embedderEndpoint({
  method: 'GET',
  path: '/embedders/:embedderId/site-keys/:siteKeyId',
  summary: 'One site key, with its QR link per approved product type',
  tags: TAGS,
  permission: READ,
  params: SiteKeyParams,
  response: SiteKeyDetails,
});

export const createSiteKey = embedderEndpoint({
  method: 'POST',
  path: '/embedders/:embedderId/site-keys',
  summary: 'Add a site key (002 §7 implied create); the server makes its key',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.created,
  params: EmbedderParams,
  body: siteKeySchema,
  response: SiteKey,
  status: 201,
});

export const updateSiteKey = embedderEndpoint({
  method: 'PUT',
  path: '/embedders/:embedderId/site-keys/:siteKeyId',
  summary: 'Change a site key’s name, enabled and approved origins (002 §7 implied update)',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.updated,
  params: SiteKeyParams,
  body: siteKeySchema,
  response: SiteKey,
});

export const deleteSiteKey = embedderEndpoint({
  method: 'DELETE',
  path: '/embedders/:embedderId/site-keys/:siteKeyId',
  summary: 'Remove a site key (002 §7 implied delete): its QR links land unthemed, its origins stop answering',
  tags: TAGS,
  permission: WRITE,
  audit: AUDIT.deleted,
  params: SiteKeyParams,
  response: EmptyResponse,
  status: 204,
});
