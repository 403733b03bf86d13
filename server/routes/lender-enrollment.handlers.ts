/** Lender enrollment in the next campaign (002 §4): the campaign pages, enrolling, and where the catalogue comes from; the refusals the other lender-campaign handlers share. */
import type { Hono } from 'hono';
import type { LenderCampaign } from '../../api/lender-campaigns.ts';
import * as api from '../../api/lender-campaigns.ts';
import { ENROLLMENT_MESSAGES } from '../../domain/catalog/consumer-files.ts';
import { UC_BLUEPRINT } from '../../domain/enrollment/uc-blueprint.ts';
import { lenderEnrollmentMoves, storedEnrollment } from '../../machines/campaign/lender-enrollment-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import {
  applyCampaignFile,
  campaignSummary,
  deactivateCatalogue,
  findLenderCampaign,
  latestCampaignFile,
  lenderCampaigns,
  upsertEnrollment,
  visibleCampaigns,
} from '../db/queries/lender-campaigns.ts';
import type { FiScope } from '../db/queries/scope.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AuditRecorder } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';
import { auditedEnrollment, invalidCampaign, noCampaign, openForEnrollment } from './enrollment-change.ts';

export const noProduct = () => notFound('No such product');
export const badFile = (message: string) => new ApiError(400, 'VALIDATION_FAILED', message, [{ message }]);
export const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();

/** Refusals of lender enrollment (ours; the seed names only the code INVALID_CAMPAIGN). */
export const LENDER_ENROLLMENT_MESSAGES = {
  ...ENROLLMENT_MESSAGES,
  duplicateFile: 'A campaign file with this name was already applied to this campaign',
  pdfOnly: 'The disclosure must be a PDF',
} as const;

/** The next campaign, locked, with this lender's enrollment, when its enrollment is open; the refusal otherwise. */
export const openCampaign = (db: Executor, scope: FiScope, campaignId: string, now: Date): Promise<LenderCampaign> =>
  openForEnrollment(db, campaignId, () => findLenderCampaign(db, scope, campaignId, now));

export const enrollmentValue = (campaign: LenderCampaign) => ({
  campaign: campaign.name,
  enrollmentState: campaign.enrollmentState,
  sourceType: campaign.sourceType,
  dataFileStatus: campaign.dataFileStatus,
});

/** The statuses an enrollment event moves the lender's enrollment to and from; the machine's refusal otherwise. */
function enrollmentMove(before: LenderCampaign, event: 'ENROLL' | 'UNENROLL') {
  const move = lenderEnrollmentMoves.move(storedEnrollment(before.enrollmentState), event);
  if ('refused' in move) throw invalidCampaign(move.refused);
  return { status: move.next, from: lenderEnrollmentMoves.taking(event) };
}

/** The lender's campaign as a change left it (re-read), audited against `before` with what the change notes. */
const auditedLenderEnrollment = (
  { db, scope, audit }: { db: Executor; scope: FiScope; audit: AuditRecorder },
  before: LenderCampaign,
  now: Date,
  noted?: object,
) =>
  auditedEnrollment(audit, before, {
    reread: () => findLenderCampaign(db, scope, before.campaignId, now),
    valueOf: enrollmentValue,
    ...(noted ? { noted } : {}),
  });

/** The lender's enrollment in a campaign: enroll, unenroll, and where its campaign file comes from. */
function registerEnrollmentChangeRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.enrollLender, async ({ scope, db, params, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, scope, params.campaignId, now);
    const change = {
      ...enrollmentMove(before, 'ENROLL'),
      dataFileStatus: before.dataFileStatus ?? 'PENDING',
      by: c.get('actorName'),
    };
    await upsertEnrollment(db, scope, { campaignId: before.campaignId }, change, now);
    return auditedLenderEnrollment({ db, scope, audit }, before, now);
  });
  scopedRoute(app, api.unenrollLender, async ({ scope, db, params, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, scope, params.campaignId, now);
    await upsertEnrollment(db, scope, { campaignId: before.campaignId }, enrollmentMove(before, 'UNENROLL'), now);
    return auditedLenderEnrollment({ db, scope, audit }, before, now);
  });
  scopedRoute(app, api.chooseImportSource, async ({ scope, db, params, body, c, audit }) => {
    const now = nowOf(c);
    const before = await openCampaign(db, scope, params.campaignId, now);
    let change: unknown = null;
    if (body.source === 'SCRATCH') {
      change = { deactivated: (await deactivateCatalogue(db, scope)).map((product) => product.name) };
    } else if (body.source === 'BLUEPRINT') {
      change = await applyCampaignFile(db, scope, UC_BLUEPRINT);
    }
    // Scratch leaves an empty catalogue to configure (PENDING); the blueprint and the previous campaign are complete.
    const dataFileStatus = body.source === 'SCRATCH' ? 'PENDING' : 'COMPLETE';
    await upsertEnrollment(
      db,
      scope,
      { campaignId: before.campaignId },
      { sourceType: body.source, dataFileStatus },
      now,
    );
    const after = await auditedLenderEnrollment({ db, scope, audit }, before, now, { catalogue: change });
    return { campaign: after, latestFile: await latestCampaignFile(db, scope, before.campaignId) };
  });
}

/** Lender enrollment: the campaign pages, enrolling and the choice of where the catalogue comes from. */
export function registerLenderEnrollmentRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, api.listPreviousCampaigns, async ({ scope, db, c }) => ({
    campaigns: (await lenderCampaigns(db, scope, nowOf(c))).filter(
      (campaign) => campaign.displayStatus === 'COMPLETE' && campaign.enrollmentState === 'Enrolled',
    ),
  }));

  scopedRoute(app, api.listLenderCampaigns, async ({ scope, db, c }) => ({
    campaigns: await lenderCampaigns(db, scope, nowOf(c)),
  }));

  scopedRoute(app, api.listUcCampaigns, async ({ scope, db, c }) => ({
    campaigns: await visibleCampaigns(db, scope, nowOf(c)),
  }));

  scopedRoute(app, api.getLenderCampaign, async ({ scope, db, params, c }) => {
    const campaign = await findLenderCampaign(db, scope, params.campaignId, nowOf(c));
    if (!campaign) throw noCampaign();
    return { ...campaign, ...(await campaignSummary(db, scope, campaign.campaignId)) };
  });

  scopedRoute(app, api.getEnrollment, async ({ scope, db, params, c }) => {
    const campaign = await findLenderCampaign(db, scope, params.campaignId, nowOf(c));
    if (!campaign) throw noCampaign();
    return { campaign, latestFile: await latestCampaignFile(db, scope, campaign.campaignId) };
  });

  registerEnrollmentChangeRoutes(app);
}
