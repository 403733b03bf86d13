import type { Hono } from 'hono';
import { getProjection, listProjections, runProjection, whatIfProjection } from '../../api/projections.ts';
import { EngineConfigError } from '../../domain/engine/compile-engine.ts';
import { NO_COMPLETED_CAMPAIGN_MESSAGE, projectionAvailability } from '../../domain/projections/projection-phase.ts';
import { campaignHasTag } from '../../machines/campaign/campaign-lifecycle.ts';
import type { Executor } from '../db/pool.ts';
import { findLastCompletedCampaign, findLatestOpenCampaign } from '../db/queries/campaign-phase.ts';
import {
  findProductTier,
  hasUnfinishedProjection,
  insertProjection,
  type ProjectionRowValue,
  projectionsOf,
  toRows,
} from '../db/queries/projections.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';
import { QUEUES } from '../jobs/boss.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { PROJECTION_JOB_OPTIONS } from '../jobs/projection-job.ts';
import { bossDb } from '../postbacks/outbox.ts';
import { computeProjection } from '../projections/compute-projection.ts';

/** Whether a projection can run now, what for and over which population (002 §4: the message names the status). */
async function projectionPlan(db: Executor) {
  const latest = await findLatestOpenCampaign(db);
  const availability = projectionAvailability(latest, (status) => campaignHasTag(status, 'beforeProcessing'));
  const source = await findLastCompletedCampaign(db);
  if (availability.available && !source) return { available: false, message: NO_COMPLETED_CAMPAIGN_MESSAGE } as const;
  return { ...availability, latest, source };
}

export const PROJECTION_RUNNING_MESSAGE =
  'A projection is already running for your institution. Wait for it to finish before starting another.';

const unavailable = (message: string | null) =>
  new ApiError(409, 'INVALID_CAMPAIGN', message ?? NO_COMPLETED_CAMPAIGN_MESSAGE);

/** Projections (002 §2): runs queued on `projections`, their summary rows, and the unsaved what-if. */
export function registerProjectionRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listProjections, async ({ scope, db }) => {
    const plan = await projectionPlan(db);
    return { available: plan.available, message: plan.message, content: await projectionsOf(db, scope) };
  });

  scopedRoute(app, getProjection, async ({ params, scope, db }) => {
    const [projection] = await projectionsOf(db, scope, { id: params.projectionId });
    if (!projection) throw notFound('No such projection');
    return projection;
  });

  scopedRoute(app, runProjection, async ({ scope, db, audit, c }) => {
    const plan = await projectionPlan(db);
    if (!plan.available || !('source' in plan) || !plan.source || !plan.latest) throw unavailable(plan.message);
    if (await hasUnfinishedProjection(db, scope))
      throw new ApiError(409, 'VALIDATION_FAILED', PROJECTION_RUNNING_MESSAGE);
    const projectionId = await insertProjection(db, scope, {
      sourceCampaignId: plan.source.id,
      projectionFor: plan.latest.name,
      requestedBy: c.get('actorName'),
    });
    await c.get('deps').boss?.send(QUEUES.projections, { projectionId }, { ...PROJECTION_JOB_OPTIONS, db: bossDb(db) });
    const [created] = await projectionsOf(db, scope, { id: projectionId });
    if (!created) throw new Error('projection vanished');
    audit.record({
      entityId: created.id,
      entityName: created.projectionFor,
      oldValue: null,
      newValue: { status: created.status, sourceCampaign: created.sourceCampaign },
    });
    return created;
  });

  scopedRoute(app, whatIfProjection, async ({ body, scope, db, audit }) => {
    const plan = await projectionPlan(db);
    if (!plan.available || !('source' in plan) || !plan.source || !plan.latest) throw unavailable(plan.message);
    const tier = await findProductTier(db, scope, { productId: body.productId, tierId: body.tierId });
    if (!tier)
      throw new ApiError(400, 'VALIDATION_FAILED', 'Choose a tier of your product', [
        { path: 'tierId', message: 'Choose a tier of your product' },
      ]);
    const input = { sourceCampaignId: plan.source.id };
    const baseline = await computeProjection(db, scope, input, silentProgress());
    let draft: ProjectionRowValue[];
    try {
      draft = await computeProjection(db, scope, { ...input, override: body }, silentProgress());
    } catch (error) {
      if (!(error instanceof EngineConfigError)) throw error;
      const message = error.issues[0]?.message ?? 'Invalid rule';
      throw new ApiError(400, 'VALIDATION_FAILED', message, [{ path: 'rule', message }]);
    }
    // The draft is not saved; the row records that someone projected it (what was tried against what is saved).
    audit.record({
      entityId: tier.id,
      entityName: tier.name,
      oldValue: { rule: tier.rule },
      newValue: { draftRule: body.rule },
    });
    const now = new Date();
    return { baseline: toRows(baseline, now, plan.latest.name), draft: toRows(draft, now, plan.latest.name) };
  });
}
