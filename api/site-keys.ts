import * as v from 'valibot';
import { PRODUCT_TYPES } from '../domain/catalog/products.ts';
import { siteKeySchema } from '../domain/validation/site-key.ts';
import { embedderParams } from './console-endpoint.ts';
import { embedderKeys } from './embedder-keys.ts';
import { auditTrail } from './endpoint.ts';
import { resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, listField } from './paged-list.ts';

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
  name: listField('STRING', 'Name'),
  key: listField('STRING', 'Key'),
  enabled: listField('STRING_ENUM', 'Enabled', ['true', 'false']),
  originsCount: listField('INTEGER', 'Approved origins'),
} as const satisfies ListFields;

const SiteKeyParams = embedderParams({ siteKeyId: v.pipe(v.string(), v.uuid('No such site key')) });

/** 002 §3 audit actions "site key created/updated" (and deleted, for the implied delete). */
export const SITE_KEY_ACTIONS = {
  created: 'SITE_KEY_CREATED',
  updated: 'SITE_KEY_UPDATED',
  deleted: 'SITE_KEY_DELETED',
} as const;
const AUDIT = auditTrail('EMBEDDER', 'SITE_KEY', SITE_KEY_ACTIONS);

const siteKeys = embedderKeys.within('/embedders/:embedderId/site-keys');
const siteKey = siteKeys.within('/:siteKeyId', SiteKeyParams);

const siteKeyCalls = resourceEndpoints(siteKeys, siteKey, { row: SiteKey, body: siteKeySchema, audit: AUDIT });
export const listSiteKeys = siteKeyCalls.list('The embedder’s site keys (paged; format=csv exports)');
export const getSiteKey = siteKeyCalls.get('One site key, with its QR link per approved product type', SiteKeyDetails);
export const createSiteKey = siteKeyCalls.create('Add a site key (002 §7 implied create); the server makes its key');
export const updateSiteKey = siteKeyCalls.update(
  'Change a site key’s name, enabled and approved origins (002 §7 implied update)',
);
export const deleteSiteKey = siteKeyCalls.delete(
  'Remove a site key (002 §7 implied delete): its QR links land unthemed, its origins stop answering',
);
