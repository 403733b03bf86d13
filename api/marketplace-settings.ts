import * as v from 'valibot';
import { marketplaceWorkflowSchema } from '../domain/validation/marketplace-settings.ts';
import { fiParams } from './console-endpoint.ts';
import { auditTrail } from './endpoint.ts';
import { lenderGroup, resourceEndpoints } from './endpoint-group.ts';

const CampaignId = v.pipe(v.string('Choose a campaign'), v.uuid('No such campaign'));
const Editability = v.picklist(['editable', 'readOnly', 'unavailable']);

/** One marketplace workflow of a lender (002 §3 marketplace settings: id, ucCampaignId and the workflow fields). */
export const MarketplaceSettings = v.object({
  id: v.string(),
  ucCampaignId: v.string(),
  campaignName: v.string(),
  editability: Editability,
  message: v.nullable(v.string()),
  settings: v.object({
    applicableProducts: v.array(v.string()),
    requiredFields: v.array(v.string()),
    poBoxAccepted: v.boolean(),
    reevaluate: v.boolean(),
    reevaluationFields: v.array(v.string()),
    allowedProductClass: v.optional(v.string()),
    allowAddOns: v.boolean(),
    allowStipulations: v.boolean(),
  }),
  updatedAt: v.string(),
});
export type MarketplaceSettings = v.InferOutput<typeof MarketplaceSettings>;

/** The list of a campaign: its workflows plus whether they can change now and, if not, why (002 §4). */
export const MarketplaceSettingsList = v.object({
  ucCampaignId: v.string(),
  campaignName: v.string(),
  campaignStatus: v.string(),
  editability: Editability,
  message: v.nullable(v.string()),
  content: v.array(MarketplaceSettings),
});
export type MarketplaceSettingsList = v.InferOutput<typeof MarketplaceSettingsList>;

export const MarketplaceSettingsInput = v.object({ ucCampaignId: CampaignId, settings: marketplaceWorkflowSchema });
export type MarketplaceSettingsInput = v.InferOutput<typeof MarketplaceSettingsInput>;

const SettingsParams = fiParams({ id: v.pipe(v.string(), v.uuid('No such marketplace settings')) });

export const MARKETPLACE_SETTINGS_ACTIONS = {
  created: 'MARKETPLACE_SETTINGS_CREATED',
  updated: 'MARKETPLACE_SETTINGS_UPDATED',
  deleted: 'MARKETPLACE_SETTINGS_DELETED',
} as const;
const AUDIT = auditTrail('LENDER', 'MARKETPLACE_SETTINGS', MARKETPLACE_SETTINGS_ACTIONS);

const marketplaceSettings = lenderGroup({
  tags: ['lender marketplace settings'],
  area: 'campaigns',
  path: '/marketplaceSettings',
});
const settings = marketplaceSettings.within('/:id', SettingsParams);

export const listMarketplaceSettings = marketplaceSettings({
  method: 'GET',
  summary: 'The lender’s marketplace workflows for a campaign, with whether they can change now',
  query: v.object({ ucCampaignId: CampaignId }),
  response: MarketplaceSettingsList,
});

const settingsCalls = resourceEndpoints(marketplaceSettings, settings, {
  row: MarketplaceSettings,
  body: MarketplaceSettingsInput,
  audit: AUDIT,
});
export const getMarketplaceSettings = settingsCalls.get('One marketplace workflow');
export const createMarketplaceSettings = settingsCalls.create(
  'Add a marketplace workflow for the next campaign (re-evaluation: admins only)',
);
export const updateMarketplaceSettings = settingsCalls.update(
  'Change a marketplace workflow of the next campaign (re-evaluation: admins only)',
);
export const deleteMarketplaceSettings = settingsCalls.delete('Remove a marketplace workflow of the next campaign');
