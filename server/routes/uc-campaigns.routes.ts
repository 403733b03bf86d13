import type { Hono } from 'hono';
import * as api from '../../api/uc-campaigns.ts';
import { UC_CAMPAIGN_FIELDS } from '../../api/uc-campaigns.ts';
import type { CampaignStatus } from '../../domain/catalog/campaign-status.ts';
import { parseRule } from '../../domain/rules/parse-rule.ts';
import { CAMPAIGN_MESSAGES_EXTRA, PRESCREEN_MESSAGES } from '../../domain/validation/campaign-prescreen.ts';
import { campaignHasTag } from '../../machines/campaign/campaign-lifecycle.ts';
import { lenderEnrollmentMoves, storedEnrollment } from '../../machines/campaign/lender-enrollment-lifecycle.ts';
import { noCampaign, transitionCampaign } from '../campaigns/campaign-transitions.ts';
import { fairLendingGate } from '../campaigns/fair-lending-gate.ts';
import {
  exportPrescreen,
  loadPrescreen,
  markComplete,
  type PrescreenScope,
  saveCriteria,
} from '../campaigns/prescreen.ts';
import type { Executor } from '../db/pool.ts';
import type { AdminScope } from '../db/queries/scope.ts';
import {
  campaignEmbedderList,
  campaignProductInsights,
  enrollmentOf,
  insertUcCampaign,
  type LenderRef,
  lenderByNumber,
  onboardedLenders,
  setLenderEnrollment,
  ucCampaignList,
  updateUcCampaignRow,
} from '../db/queries/uc-campaign-admin.ts';
import { enrollmentOpen, findCampaignRow, toUcCampaign, toUcCampaignDetail } from '../db/queries/uc-campaigns.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import { type AuditRecorder, recordFieldChange } from '../http/audit.ts';
import type { AppContext, AppEnv } from '../http/context.ts';
import { pagedList } from '../http/paged-list.ts';
import { type EndpointHandler, route } from '../http/register.ts';

const nowOf = (c: AppContext) => c.get('deps').now?.() ?? new Date();
const actorOf = (c: AppContext) => c.get('actorName') ?? 'admin';
const refuse = (message: string, path?: string) =>
  new ApiError(400, 'INVALID_CAMPAIGN', message, path ? [{ path, message }] : undefined);

async function campaignOf(db: Executor, id: string, lock = false) {
  return (await findCampaignRow(db, id, lock)) ?? Promise.reject(noCampaign());
}

/** Rule set rules, when given, must parse in the rule language (002 §5 Rules). */
function checkRules(rules: string | undefined) {
  if (!rules?.trim()) return;
  const parsed = parseRule(rules);
  if (!parsed.ok)
    throw new ApiError(
      400,
      'VALIDATION_FAILED',
      parsed.issues[0]?.message ?? 'Invalid rule',
      parsed.issues.map((issue) => ({ path: 'ruleSetRules', message: issue.message })),
    );
}

async function lenderRow(db: Executor, admin: AdminScope, lenderId: number) {
  return (
    (await lenderByNumber(db, admin, { number: lenderId })) ?? Promise.reject(notFound('No such financial institution'))
  );
}

async function campaignLender(db: Executor, admin: AdminScope, campaignId: string, fi: LenderRef) {
  const row = await enrollmentOf(db, admin, { campaignId, fiId: fi.id });
  return {
    lenderId: fi.number,
    name: fi.name,
    enrollment: !row
      ? ('None' as const)
      : row.status === 'ENROLLED'
        ? ('Enrolled' as const)
        : ('Not Enrolled' as const),
    enrolledAt: row?.enrolledAt.toISOString() ?? null,
    enrolledBy: row?.enrolledBy ?? null,
    autoEnrolled: row?.autoEnrolled ?? false,
    dataFileStatus: row?.dataFileStatus ?? null,
  };
}

/** A lender's prescreen: only for a lender enrolled in the campaign. */
async function lenderScope(
  db: Executor,
  admin: AdminScope,
  campaignId: string,
  lenderId: number,
): Promise<PrescreenScope> {
  const campaign = await campaignOf(db, campaignId);
  const fi = await lenderRow(db, admin, lenderId);
  const enrollment = await campaignLender(db, admin, campaignId, fi);
  if (enrollment.enrollment !== 'Enrolled') throw notFound(PRESCREEN_MESSAGES.notEnrolled);
  return { campaign, fiId: fi.id, lenderId };
}
const campaignScope = async (db: Executor, campaignId: string): Promise<PrescreenScope> => ({
  campaign: await campaignOf(db, campaignId),
  fiId: null,
  lenderId: null,
});

const setEnrollment =
  (event: 'ADMIN_ENROLL' | 'ADMIN_UNENROLL'): EndpointHandler<typeof api.enrollCampaignLender> =>
  async ({ params, scope, db, audit, c }) => {
    const now = nowOf(c);
    const campaign = await campaignOf(db, params.ucCampaignId, true);
    if (!enrollmentOpen(campaign, now)) throw refuse(CAMPAIGN_MESSAGES_EXTRA.enrollmentClosed);
    const fi = await lenderRow(db, scope, params.lenderId);
    const before = await campaignLender(db, scope, campaign.id, fi);
    const move = lenderEnrollmentMoves.move(storedEnrollment(before.enrollment), event);
    if ('refused' in move) throw refuse(move.refused);
    const change = { status: move.next, from: lenderEnrollmentMoves.taking(event), by: actorOf(c), at: now };
    await setLenderEnrollment(db, scope, { fiId: fi.id, campaignId: campaign.id, ...change });
    const after = await campaignLender(db, scope, campaign.id, fi);
    recordFieldChange(audit, 'enrollment', before, after, {
      entityId: campaign.id,
      entityName: `${campaign.name} — ${fi.name}`,
      tenantId: fi.id,
    });
    return after;
  };

const recordCriteria = (
  audit: AuditRecorder,
  scope: PrescreenScope,
  state: string,
  change: { before: unknown; after: unknown; id: string | null },
) =>
  audit.record({
    entityId: change.id,
    entityName: `${scope.campaign.name} prescreen ${state === '-1' ? 'Global' : state}`,
    oldValue: change.before,
    newValue: change.after,
    ...(scope.fiId ? { tenantId: scope.fiId } : {}),
  });

/** What a prescreen write needs of its call: whose criteria (the campaign's, or an enrolled lender's) and which state. */
interface PrescreenWriteInput {
  params: { ucCampaignId: string; state: string; lenderId?: number };
  scope: AdminScope;
  db: Executor;
  audit: AuditRecorder;
  c: AppContext;
}

/**
 * Every prescreen write (criteria or completeness, of the campaign or of one lender) resolves whose criteria the
 * path names, applies its change, audits it and answers the new grid; a path with a lenderId names that lender's.
 */
async function writePrescreen(
  { params, scope: admin, db, audit, c }: PrescreenWriteInput,
  change: (scope: PrescreenScope, by: string) => Promise<{ before: unknown; after: unknown; id: string | null }>,
) {
  const scope =
    params.lenderId === undefined
      ? await campaignScope(db, params.ucCampaignId)
      : await lenderScope(db, admin, params.ucCampaignId, params.lenderId);
  recordCriteria(audit, scope, params.state, await change(scope, actorOf(c)));
  return loadPrescreen(db, scope);
}

/** PUT criteria of a state (or Global), for the campaign or for one lender. */
const putPrescreenCriteria = async (input: PrescreenWriteInput & { body: { field: string; criteria: string } }) =>
  writePrescreen(input, (scope, by) => saveCriteria(input.db, scope, input.params.state, input.body, by));

/** Marks a state complete or reopens it, for the campaign or for one lender. */
const completePrescreenState = async (input: PrescreenWriteInput & { body: { complete: boolean } }) =>
  writePrescreen(input, (scope, by) => markComplete(input.db, scope, input.params.state, input.body.complete, by));

/** The campaign's and each lender's prescreen: criteria per state, its completion, and the CSV export. */
function registerCampaignPrescreenRoutes(app: Hono<AppEnv>): void {
  route(app, api.getCampaignPrescreen, async ({ params, db }) =>
    loadPrescreen(db, await campaignScope(db, params.ucCampaignId)),
  );
  route(app, api.getLenderPrescreen, async ({ params, scope: admin, db }) =>
    loadPrescreen(db, await lenderScope(db, admin, params.ucCampaignId, params.lenderId)),
  );
  route(app, api.exportCampaignPrescreen, async ({ params, db }) =>
    exportPrescreen(db, await campaignScope(db, params.ucCampaignId)),
  );
  route(app, api.exportLenderPrescreen, async ({ params, scope: admin, db }) =>
    exportPrescreen(db, await lenderScope(db, admin, params.ucCampaignId, params.lenderId)),
  );
  route(app, api.putCampaignPrescreenCriteria, putPrescreenCriteria);
  route(app, api.putLenderPrescreenCriteria, putPrescreenCriteria);
  route(app, api.completeCampaignPrescreenState, completePrescreenState);
  route(app, api.completeLenderPrescreenState, completePrescreenState);
}

/** The admin's UC campaign screens (002 §2 uc/campaign and its tabs): every status change goes through transitionCampaign. */
export function registerUcCampaignRoutes(app: Hono<AppEnv>): void {
  route(app, api.listUcCampaigns, async ({ query, scope, db }) =>
    pagedList({ fields: UC_CAMPAIGN_FIELDS, ...ucCampaignList(db, scope), csvName: 'campaigns' }, query),
  );

  route(app, api.createUcCampaign, async ({ body, scope, db, audit, c }) => {
    if (body.status !== 'CREATED') throw refuse(CAMPAIGN_MESSAGES_EXTRA.createdOnly, 'status');
    checkRules(body.ruleSetRules);
    const row = await insertUcCampaign(db, scope, { body });
    const created = toUcCampaignDetail(row, nowOf(c));
    audit.record({ entityId: row.id, entityName: row.name, oldValue: null, newValue: toUcCampaign(row) });
    return created;
  });

  route(app, api.getUcCampaign, async ({ params, db, c }) =>
    toUcCampaignDetail(await campaignOf(db, params.ucCampaignId), nowOf(c)),
  );

  route(app, api.updateUcCampaign, async ({ params, body, scope, db, audit, c }) => {
    const before = await campaignOf(db, params.ucCampaignId, true);
    if (!campaignHasTag(before.status as CampaignStatus, 'settingsEditable')) {
      throw refuse(CAMPAIGN_MESSAGES_EXTRA.readOnly(before.status));
    }
    if (body.status !== before.status) throw refuse(CAMPAIGN_MESSAGES_EXTRA.statusByAction, 'status');
    checkRules(body.ruleSetRules);
    const after = await updateUcCampaignRow(db, scope, { id: before.id, body });
    if (!after) throw noCampaign();
    audit.record({
      entityId: after.id,
      entityName: after.name,
      oldValue: toUcCampaign(before),
      newValue: toUcCampaign(after),
    });
    return toUcCampaignDetail(after, nowOf(c));
  });

  route(app, api.transitionUcCampaign, async ({ params, body, db, audit, c }) => {
    const now = nowOf(c);
    const event = { type: body.event };
    const note = await fairLendingGate(db, params.ucCampaignId, event, body.fairLending);
    const { campaign } = await transitionCampaign(db, {
      campaignId: params.ucCampaignId,
      event,
      actor: actorOf(c),
      now,
      audit,
      ...(note ? { note: { ...note } } : {}),
    });
    return toUcCampaignDetail(campaign, now);
  });

  route(app, api.listCampaignLenders, async ({ params, scope, db, c }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    const rows = await onboardedLenders(db, scope);
    const lenders = await Promise.all(rows.map((fi) => campaignLender(db, scope, campaign.id, fi)));
    return { lenders, enrollmentOpen: enrollmentOpen(campaign, nowOf(c)) };
  });

  route(app, api.enrollCampaignLender, setEnrollment('ADMIN_ENROLL'));
  route(app, api.unenrollCampaignLender, setEnrollment('ADMIN_UNENROLL'));

  registerCampaignPrescreenRoutes(app);

  route(app, api.listCampaignProductInsights, async ({ params, scope, db }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    return { products: await campaignProductInsights(db, scope, { campaignId: campaign.id }) };
  });

  route(app, api.listCampaignEmbedders, async ({ params, scope, db }) => {
    const campaign = await campaignOf(db, params.ucCampaignId);
    return { embedders: await campaignEmbedderList(db, scope, { campaignId: campaign.id }) };
  });
}
