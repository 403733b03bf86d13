import * as v from 'valibot';
import { CAMPAIGN_FILE_FORMAT_VERSION } from '../domain/enrollment/campaign-export.ts';
import { adminEndpoint } from './console-endpoint.ts';
import { UcCampaign } from './uc-campaigns.ts';

/** A tier term as a lender's campaign file carries it (domain/enrollment/campaign-file.ts CampaignFileTerm). */
const ExportTerm = v.object({
  term: v.number(),
  apr: v.string(),
  limit: v.string(),
  minimum: v.string(),
  isDefault: v.optional(v.boolean()),
});
const ExportTier = v.object({
  name: v.string(),
  type: v.picklist(['PREQUAL', 'PRESCREEN']),
  rule: v.optional(v.string()),
  terms: v.array(ExportTerm),
});
/** One product in the campaign-file JSON shape, so a lender's part re-imports as its campaign file. */
export const ExportProduct = v.object({
  name: v.string(),
  category: v.string(),
  type: v.string(),
  productClass: v.string(),
  option: v.picklist(['STANDALONE', 'ADD_ON', 'BOTH']),
  description: v.optional(v.string()),
  rule: v.optional(v.string()),
  cardTypes: v.optional(v.array(v.string())),
  checkingTypes: v.optional(v.array(v.string())),
  tiers: v.array(ExportTier),
});
export const ExportPrescreenRow = v.object({
  state: v.string(),
  field: v.string(),
  criteria: v.nullable(v.string()),
  complete: v.boolean(),
});
export const ExportLender = v.object({
  fiId: v.number(),
  name: v.string(),
  enrollment: v.picklist(['ENROLLED', 'NOT_ENROLLED']),
  autoEnrolled: v.boolean(),
  sourceType: v.nullable(v.string()),
  prescreen: v.array(ExportPrescreenRow),
  /** The lender's active products: `{ products }` is a campaign file (JSON) the lender can import. */
  campaignFile: v.object({ products: v.array(ExportProduct) }),
});

/** The campaign export (decision 0640): what the campaign is and who takes part, as one JSON document. */
export const CampaignExport = v.object({
  formatVersion: v.literal(CAMPAIGN_FILE_FORMAT_VERSION),
  exportedAt: v.string(),
  campaign: UcCampaign,
  prescreen: v.array(ExportPrescreenRow),
  lenders: v.array(ExportLender),
});
export type CampaignExport = v.InferOutput<typeof CampaignExport>;
export type ExportProduct = v.InferOutput<typeof ExportProduct>;
export type ExportLender = v.InferOutput<typeof ExportLender>;
export type ExportPrescreenRow = v.InferOutput<typeof ExportPrescreenRow>;

export const exportUcCampaign = adminEndpoint({
  method: 'GET',
  path: '/uc/campaigns/:ucCampaignId/export',
  summary: 'Campaign export (JSON): the campaign, its prescreen criteria and each lender with its campaign file',
  tags: ['uc campaigns'],
  permission: { area: 'campaigns', action: 'read' },
  params: v.object({ ucCampaignId: v.pipe(v.string(), v.uuid('No such campaign')) }),
  response: CampaignExport,
});
