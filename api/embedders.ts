import * as v from 'valibot';
import { PRODUCT_TYPES } from '../domain/catalog/products.ts';
import { confirmationSchema } from '../domain/validation/confirmation.ts';
import {
  approvedProductsSchema,
  embedderCampaignSettingsSchema,
  embedderSchema,
  embedderThemeSchema,
  fiBlocklistSchema,
} from '../domain/validation/embedder.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { EmbedderThemeAnswer } from './consumer-theme.ts';
import { auditTrail, type Schema } from './endpoint.ts';
import { embedderGroup, endpointGroup, resourceEndpoints } from './endpoint-group.ts';
import { type ListFields, ListQuery, listField, pageOf } from './paged-list.ts';

/** 002 §3 Embedder as the admin console shows it; `embedderId` is its positive number (/embedders/{embedderId}). */
export const Embedder = v.object({
  embedderId: v.number(),
  name: v.string(),
  code: v.string(),
  customDomain: v.nullable(v.string()),
  reportsDashboardId: v.nullable(v.string()),
  logoUrl: v.nullable(v.string()),
  faviconUrl: v.nullable(v.string()),
  exitRedirectUrl: v.nullable(v.string()),
  exitButtonLabel: v.nullable(v.string()),
  forceNewDocumentVerificationSession: v.boolean(),
  prioritizeLocalLenderOffers: v.boolean(),
  /** The stored theme CSS (the picked colours as custom properties), null while the default look applies. */
  themeCss: v.nullable(v.string()),
});
export type Embedder = v.InferOutput<typeof Embedder>;

export const EMBEDDER_FIELDS = {
  embedderId: listField('INTEGER', 'Embedder number'),
  name: listField('STRING', 'Name'),
  code: listField('STRING', 'Embedder ID'),
  customDomain: listField('STRING', 'Custom domain'),
} as const satisfies ListFields;

export { EmbedderThemeAnswer } from './consumer-theme.ts';

/** Every lender, with whether this embedder blocks it (the same pairs as a lender's embedder blocklist). */
export const FiBlocklistEntry = v.object({ fiId: v.number(), name: v.string(), blocked: v.boolean() });
export type FiBlocklistEntry = v.InferOutput<typeof FiBlocklistEntry>;
export const FiBlocklist = v.object({ lenders: v.array(FiBlocklistEntry) });

export const ApprovedProducts = v.object({ productTypes: v.array(v.picklist(PRODUCT_TYPES)) });
export const EmbedderCampaignSettingsAnswer = v.object({
  autoEnroll: v.boolean(),
  sftpFolder: v.nullable(v.string()),
  pgpEncrypted: v.boolean(),
  prequalLeadsEnabled: v.boolean(),
});

const TAGS = ['admin embedders'];
const READ = { area: 'dashboard', action: 'read' } as const; // an embedder user reads its own; admins: embedders read
const WRITE = { area: 'embedders', action: 'write' } as const; // admins only (embedder users have no such area)
export const EMBEDDER_ACTIONS = {
  created: 'EMBEDDER_CREATED',
  updated: 'EMBEDDER_UPDATED',
  theme: 'EMBEDDER_THEME_UPDATED',
  fiBlocklist: 'FI_BLOCKLIST_UPDATED',
  settings: 'EMBEDDER_CAMPAIGN_SETTINGS_UPDATED',
  approvedProducts: 'APPROVED_PRODUCTS_UPDATED',
  /** 002 §3 audit action "FI or embedder removed" (the lender's removal writes the same code). */
  removed: 'FI_OR_EMBEDDER_REMOVED',
} as const;
const AUDIT = auditTrail('EMBEDDER', 'EMBEDDER', EMBEDDER_ACTIONS);

const embedders = endpointGroup(adminEndpoint, { tags: TAGS, area: 'embedders', path: '/embedders' });
export const listEmbedders = embedders({
  method: 'GET',
  summary: 'Every embedder (paged; format=csv exports)',
  permission: { area: 'embedders', action: 'read' },
  query: ListQuery,
  response: pageOf(Embedder),
});

/** One embedder (/embedders/{embedderId}/…): its own users read it, admins change it. */
const embedder = embedderGroup({ tags: TAGS, rights: { READ, WRITE } });
const embedderCalls = resourceEndpoints(embedders, embedder, {
  row: Embedder,
  body: embedderSchema,
  audit: { ...AUDIT, deleted: AUDIT.removed },
});
export const createEmbedder = embedderCalls.create('Add an embedder (002 §7 implied create)');
export const getEmbedder = embedderCalls.get('One embedder (its own users may read it)');
export const updateEmbedder = embedderCalls.update('Change an embedder’s profile (002 §7 implied update)');
/** The typed confirmation of a removal (002 §5 "confirm"), in the query as for a lender's removal. */
export const RemoveEmbedderQuery = v.object({ confirmation: confirmationSchema('confirm') });
export const removeEmbedder = embedderCalls.delete(
  'Remove an embedder with nothing depending on it (no consumers, files, leads, keys in use, live campaign)',
  RemoveEmbedderQuery,
);

/** The audit row of each settings document of an embedder, by its path: each is audited as its own entity. */
const DOCUMENT_AUDIT = {
  theme: { category: 'EMBEDDER', entity: 'EMBEDDER_THEME', action: EMBEDDER_ACTIONS.theme },
  'fi-blocklist': { category: 'EMBEDDER', entity: 'FI_BLOCKLIST', action: EMBEDDER_ACTIONS.fiBlocklist },
  settings: { category: 'EMBEDDER', entity: 'EMBEDDER_CAMPAIGN_SETTINGS', action: EMBEDDER_ACTIONS.settings },
  'approved-products': { category: 'EMBEDDER', entity: 'APPROVED_PRODUCTS', action: EMBEDDER_ACTIONS.approvedProducts },
} as const;

/**
 * One of the embedder's settings documents at /embedders/{embedderId}/{path}: read it (READ) and replace it (WRITE,
 * audited as its own entity); both answer the document.
 */
function embedderDocument<Row extends Schema, Body extends Schema>(
  path: keyof typeof DOCUMENT_AUDIT,
  row: Row,
  body: Body,
) {
  const document = embedder.within(`/${path}`);
  return resourceEndpoints(document, document, { row, body, audit: { updated: DOCUMENT_AUDIT[path] } });
}

const theme = embedderDocument('theme', EmbedderThemeAnswer, embedderThemeSchema);
export const getEmbedderTheme = theme.get('The embedder’s theme colours (the defaults while it has none)');
export const updateEmbedderTheme = theme.update(
  'Save the theme colours; the consumer marketplace of this embedder’s consumers uses them',
);

const fiBlocklist = embedderDocument('fi-blocklist', FiBlocklist, fiBlocklistSchema);
export const getFiBlocklist = fiBlocklist.get('Every lender, and whether this embedder’s site does not show it');
export const updateFiBlocklist = fiBlocklist.update('Replace the lenders (by fiId) this embedder does not show');

const campaignSettings = embedderDocument('settings', EmbedderCampaignSettingsAnswer, embedderCampaignSettingsSchema);
export const getEmbedderCampaignSettings = campaignSettings.get('The embedder’s campaign settings');
export const updateEmbedderCampaignSettings = campaignSettings.update('Change the embedder’s campaign settings');

const approvedProducts = embedderDocument('approved-products', ApprovedProducts, approvedProductsSchema);
export const getApprovedProducts = approvedProducts.get('The product types this embedder’s consumers may be offered');
export const updateApprovedProducts = approvedProducts.update('Replace the approved product types');
