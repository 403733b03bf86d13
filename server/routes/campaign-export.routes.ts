import type { Hono } from 'hono';
import * as api from '../../api/campaign-export.ts';
import { CAMPAIGN_FILE_FORMAT_VERSION } from '../../domain/enrollment/campaign-export.ts';
import { noCampaign } from '../campaigns/campaign-transitions.ts';
import { campaignExportParts } from '../db/queries/campaign-export.ts';
import { findCampaignRow, toUcCampaign } from '../db/queries/uc-campaigns.ts';
import type { AppEnv } from '../http/context.ts';
import { type EndpointHandler, route } from '../http/register.ts';

/** The admin's campaign export (002 §7 "campaign export", decision 0640): one JSON document, read in one go. */
const exportUcCampaign: EndpointHandler<typeof api.exportUcCampaign> = async ({ params, scope, db, c }) => {
  const row = await findCampaignRow(db, params.ucCampaignId);
  if (!row) throw noCampaign();
  const now = c.get('deps').now?.() ?? new Date();
  const parts = await campaignExportParts(db, scope, { campaignId: row.id });
  return {
    formatVersion: CAMPAIGN_FILE_FORMAT_VERSION,
    exportedAt: now.toISOString(),
    campaign: toUcCampaign(row, now),
    ...parts,
  };
};

export function registerCampaignExportRoutes(app: Hono<AppEnv>): void {
  route(app, api.exportUcCampaign, exportUcCampaign);
}
