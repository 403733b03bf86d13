import type { Hono } from 'hono';
import {
  createMarketplaceSettings,
  deleteMarketplaceSettings,
  getMarketplaceSettings,
  listMarketplaceSettings,
  type MarketplaceSettings,
  updateMarketplaceSettings,
} from '../../api/marketplace-settings.ts';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../domain/validation/marketplace-settings.ts';
import type { Workflow } from '../../domain/validation/workflow.ts';
import { settingsEditability } from '../../machines/campaign/campaign-lifecycle.ts';
import type { SessionClaims } from '../auth/tokens.ts';
import type { Executor } from '../db/pool.ts';
import { type CampaignPhaseRow, findCampaignPhase, findNextCampaign } from '../db/queries/campaign-phase.ts';
import {
  deleteMarketplaceSettingsRow,
  findMarketplaceSettings,
  insertMarketplaceSettings,
  listMarketplaceSettingsOf,
  type MarketplaceSettingsRow,
  updateMarketplaceSettingsRow,
} from '../db/queries/marketplace-settings.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';

const noSettings = () => notFound('No such marketplace settings');
const noCampaign = () =>
  new ApiError(400, 'INVALID_CAMPAIGN', 'No such campaign', [{ path: 'ucCampaignId', message: 'No such campaign' }]);

async function campaignState(db: Executor, ucCampaignId: string) {
  const campaign = await findCampaignPhase(db, ucCampaignId);
  if (!campaign) return null;
  return { campaign, ...settingsEditability(campaign, await findNextCampaign(db)) };
}

const toSettings = (
  row: MarketplaceSettingsRow,
  campaign: CampaignPhaseRow,
  state: { editability: MarketplaceSettings['editability']; message: string | null },
): MarketplaceSettings => ({
  id: row.id,
  ucCampaignId: row.ucCampaignId,
  campaignName: campaign.name,
  editability: state.editability,
  message: state.message,
  settings: row.settings,
  updatedAt: row.updatedAt.toISOString(),
});

/** Changes only while the campaign's workflow is editable (002 §4); 409 with the reason otherwise. */
function assertEditable(state: { editability: string; message: string | null }): void {
  if (state.editability !== 'editable') {
    throw new ApiError(409, 'VALIDATION_FAILED', state.message ?? MARKETPLACE_SETTINGS_MESSAGES.unavailable);
  }
}

/** Only admins turn re-evaluation on or change its fields (002 §6); a lender keeps what an admin set. */
function assertReevaluation(auth: SessionClaims | null, before: Workflow | null, after: Workflow): void {
  if (auth?.realm === 'super') return;
  const same =
    (before?.reevaluate ?? false) === after.reevaluate &&
    JSON.stringify(before?.reevaluationFields ?? []) === JSON.stringify(after.reevaluationFields);
  if (!same) {
    const message = MARKETPLACE_SETTINGS_MESSAGES.reevaluationAdminOnly;
    throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: 'settings.reevaluate', message }]);
  }
}

/** The five marketplace settings calls of 002 §7; admins reach any lender, lenders their own (scope fi). */
export function registerMarketplaceSettingsRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listMarketplaceSettings, async ({ query, scope, db }) => {
    const state = await campaignState(db, query.ucCampaignId);
    if (!state) throw notFound('No such campaign');
    const rows = await listMarketplaceSettingsOf(db, scope, { ucCampaignId: query.ucCampaignId });
    return {
      ucCampaignId: state.campaign.id,
      campaignName: state.campaign.name,
      campaignStatus: state.campaign.status,
      editability: state.editability,
      message: state.message,
      content: rows.map((row) => toSettings(row, state.campaign, state)),
    };
  });

  const load = async (db: Executor, scope: FiScope, id: string) => {
    const row = await findMarketplaceSettings(db, scope, { id });
    if (!row) throw noSettings();
    const state = await campaignState(db, row.ucCampaignId);
    if (!state) throw noSettings();
    return { row, state };
  };

  scopedRoute(app, getMarketplaceSettings, async ({ params, scope, db }) => {
    const { row, state } = await load(db, scope, params.id);
    return toSettings(row, state.campaign, state);
  });

  scopedRoute(app, createMarketplaceSettings, async ({ body, scope, db, audit, auth }) => {
    const state = await campaignState(db, body.ucCampaignId);
    if (!state) throw noCampaign();
    assertEditable(state);
    assertReevaluation(auth, null, body.settings);
    const row = await insertMarketplaceSettings(db, scope, {
      ucCampaignId: body.ucCampaignId,
      settings: body.settings,
    });
    const answer = toSettings(row, state.campaign, state);
    audit.record({ entityId: row.id, entityName: state.campaign.name, oldValue: null, newValue: answer.settings });
    return answer;
  });

  scopedRoute(app, updateMarketplaceSettings, async ({ params, body, scope, db, audit, auth }) => {
    const { row: before, state } = await load(db, scope, params.id);
    if (body.ucCampaignId !== before.ucCampaignId) {
      const message = 'The campaign of marketplace settings cannot change';
      throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: 'ucCampaignId', message }]);
    }
    assertEditable(state);
    assertReevaluation(auth, before.settings, body.settings);
    const after = await updateMarketplaceSettingsRow(db, scope, { id: before.id, settings: body.settings });
    if (!after) throw noSettings();
    audit.record({
      entityId: after.id,
      entityName: state.campaign.name,
      oldValue: before.settings,
      newValue: after.settings,
    });
    return toSettings(after, state.campaign, state);
  });

  scopedRoute(app, deleteMarketplaceSettings, async ({ params, scope, db, audit }) => {
    const { row, state } = await load(db, scope, params.id);
    assertEditable(state);
    await deleteMarketplaceSettingsRow(db, scope, { id: row.id });
    audit.record({ entityId: row.id, entityName: state.campaign.name, oldValue: row.settings, newValue: null });
    return {};
  });
}
