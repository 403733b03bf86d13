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
import { adminEndpoint, EmbedderParams, embedderEndpoint } from './console-endpoint.ts';
import { EmbedderThemeAnswer } from './consumer-theme.ts';
import { EmptyResponse, type Schema } from './endpoint.ts';
import { endpointGroup } from './endpoint-group.ts';
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
const AUDIT = { category: 'EMBEDDER', entity: 'EMBEDDER' } as const;
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

const embedders = endpointGroup(adminEndpoint, { tags: TAGS, area: 'embedders', path: '/embedders' });
export const listEmbedders = embedders({
  method: 'GET',
  summary: 'Every embedder (paged; format=csv exports)',
  permission: { area: 'embedders', action: 'read' },
  query: ListQuery,
  response: pageOf(Embedder),
});

export const createEmbedder = embedders({
  method: 'POST',
  summary: 'Add an embedder (002 §7 implied create)',
  audit: { ...AUDIT, action: EMBEDDER_ACTIONS.created },
  body: embedderSchema,
  response: Embedder,
  status: 201,
});

/** One embedder (/embedders/{embedderId}/…): its own users read it, admins change it. */
const embedder = endpointGroup(embedderEndpoint, {
  tags: TAGS,
  rights: { READ, WRITE },
  path: '/embedders/:embedderId',
  params: EmbedderParams,
});
export const getEmbedder = embedder({
  method: 'GET',
  summary: 'One embedder (its own users may read it)',
  response: Embedder,
});

export const updateEmbedder = embedder({
  method: 'PUT',
  summary: 'Change an embedder’s profile (002 §7 implied update)',
  audit: { ...AUDIT, action: EMBEDDER_ACTIONS.updated },
  body: embedderSchema,
  response: Embedder,
});

/** The typed confirmation of a removal (002 §5 "confirm"), in the query as for a lender's removal. */
export const RemoveEmbedderQuery = v.object({ confirmation: confirmationSchema('confirm') });
export const removeEmbedder = embedder({
  method: 'DELETE',
  summary: 'Remove an embedder with nothing depending on it (no consumers, files, leads, keys in use, live campaign)',
  audit: { ...AUDIT, action: EMBEDDER_ACTIONS.removed },
  query: RemoveEmbedderQuery,
  response: EmptyResponse,
  status: 204,
});

/**
 * One of the embedder's settings documents at /embedders/{embedderId}/{path}: read it (READ) and replace it (WRITE,
 * audited as its own entity); both answer the document.
 */
function embedderDocument<TBody extends Schema, TResponse extends Schema>(document: {
  path: string;
  readSummary: string;
  writeSummary: string;
  body: TBody;
  response: TResponse;
  audit: { entity: string; action: string };
}) {
  const shared = { path: `/${document.path}`, response: document.response };
  return {
    get: embedder({ ...shared, method: 'GET', summary: document.readSummary }),
    update: embedder({
      ...shared,
      method: 'PUT',
      summary: document.writeSummary,
      audit: { ...AUDIT, ...document.audit },
      body: document.body,
    }),
  };
}

const theme = embedderDocument({
  path: 'theme',
  readSummary: 'The embedder’s theme colours (the defaults while it has none)',
  writeSummary: 'Save the theme colours; the consumer marketplace of this embedder’s consumers uses them',
  body: embedderThemeSchema,
  response: EmbedderThemeAnswer,
  audit: { entity: 'EMBEDDER_THEME', action: EMBEDDER_ACTIONS.theme },
});
export const getEmbedderTheme = theme.get;
export const updateEmbedderTheme = theme.update;

const fiBlocklist = embedderDocument({
  path: 'fi-blocklist',
  readSummary: 'Every lender, and whether this embedder’s site does not show it',
  writeSummary: 'Replace the lenders (by fiId) this embedder does not show',
  body: fiBlocklistSchema,
  response: FiBlocklist,
  audit: { entity: 'FI_BLOCKLIST', action: EMBEDDER_ACTIONS.fiBlocklist },
});
export const getFiBlocklist = fiBlocklist.get;
export const updateFiBlocklist = fiBlocklist.update;

const campaignSettings = embedderDocument({
  path: 'settings',
  readSummary: 'The embedder’s campaign settings',
  writeSummary: 'Change the embedder’s campaign settings',
  body: embedderCampaignSettingsSchema,
  response: EmbedderCampaignSettingsAnswer,
  audit: { entity: 'EMBEDDER_CAMPAIGN_SETTINGS', action: EMBEDDER_ACTIONS.settings },
});
export const getEmbedderCampaignSettings = campaignSettings.get;
export const updateEmbedderCampaignSettings = campaignSettings.update;

const approvedProducts = embedderDocument({
  path: 'approved-products',
  readSummary: 'The product types this embedder’s consumers may be offered',
  writeSummary: 'Replace the approved product types',
  body: approvedProductsSchema,
  response: ApprovedProducts,
  audit: { entity: 'APPROVED_PRODUCTS', action: EMBEDDER_ACTIONS.approvedProducts },
});
export const getApprovedProducts = approvedProducts.get;
export const updateApprovedProducts = approvedProducts.update;
