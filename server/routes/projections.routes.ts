import { and, desc, eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import {
  getProjection,
  listProjections,
  type Projection,
  type ProjectionRow,
  runProjection,
  whatIfProjection,
} from '../../api/projections.ts';
import { EngineConfigError } from '../../domain/engine/compile-engine.ts';
import type { LenderLocation } from '../../domain/engine/engine-types.ts';
import { NO_COMPLETED_CAMPAIGN_MESSAGE, projectionAvailability } from '../../domain/projections/projection-phase.ts';
import type { Executor } from '../db/pool.ts';
import { findLastCompletedCampaign, findLatestOpenCampaign } from '../db/queries/campaign-phase.ts';
import {
  financialInstitutions,
  type ProjectionRowValue,
  products,
  projections,
  tiers,
  ucCampaigns,
} from '../db/schema/index.ts';
import { ApiError, notFound } from '../http/api-error.ts';
import type { AppEnv } from '../http/context.ts';
import { scopedRoute } from '../http/register.ts';
import { QUEUES } from '../jobs/boss.ts';
import { silentProgress } from '../jobs/job-progress.ts';
import { PROJECTION_JOB_OPTIONS } from '../jobs/projection-job.ts';
import { bossDb } from '../postbacks/outbox.ts';
import { computeProjection } from '../projections/compute-projection.ts';

const membershipLines = (membership: readonly LenderLocation[]): string[] =>
  membership.map((location) =>
    location.counties?.length
      ? `${location.state}: ${location.counties.map((county) => county.county).join(', ')}`
      : `${location.state} (statewide)`,
  );

const toRows = (rows: readonly ProjectionRowValue[], date: Date, projectionFor: string): ProjectionRow[] =>
  rows.map((row) => ({ ...row, date: date.toISOString().slice(0, 10), projectionFor }));

async function readMembership(db: Executor, fiId: string): Promise<string[]> {
  const [lender] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, fiId));
  return membershipLines((lender?.membership ?? []) as LenderLocation[]);
}

async function projectionsOf(db: Executor, fiId: string, id?: string): Promise<Projection[]> {
  const rows = await db
    .select({ row: projections, sourceCampaign: ucCampaigns.name })
    .from(projections)
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, projections.sourceCampaignId))
    .where(and(eq(projections.fiId, fiId), id ? eq(projections.id, id) : undefined))
    .orderBy(desc(projections.createdAt))
    .limit(50);
  const membership = rows.length ? await readMembership(db, fiId) : [];
  const lenderTiers = id
    ? await db
        .select({ productId: tiers.productId, id: tiers.id, name: tiers.name, rule: tiers.rule })
        .from(tiers)
        .innerJoin(products, eq(products.id, tiers.productId))
        .where(eq(products.fiId, fiId))
        .orderBy(tiers.productId, tiers.position)
    : [];
  return rows.map(({ row, sourceCampaign }) => ({
    id: row.id,
    status: row.status,
    projectionFor: row.projectionFor,
    sourceCampaign,
    rowsDone: row.rowsDone,
    rowsTotal: row.rowsTotal,
    createdAt: row.createdAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    error: row.error,
    membership,
    rows: toRows(row.rows ?? [], row.completedAt ?? row.createdAt, row.projectionFor),
    tiers: lenderTiers,
  }));
}

/** Whether a projection can run now, what for and over which population (002 §4: the message names the status). */
async function projectionPlan(db: Executor) {
  const latest = await findLatestOpenCampaign(db);
  const availability = projectionAvailability(latest);
  const source = await findLastCompletedCampaign(db);
  if (availability.available && !source) return { available: false, message: NO_COMPLETED_CAMPAIGN_MESSAGE } as const;
  return { ...availability, latest, source };
}

const unavailable = (message: string | null) =>
  new ApiError(409, 'INVALID_CAMPAIGN', message ?? NO_COMPLETED_CAMPAIGN_MESSAGE);

/** Projections (002 §2): runs queued on `projections`, their summary rows, and the unsaved what-if. */
export function registerProjectionRoutes(app: Hono<AppEnv>): void {
  scopedRoute(app, listProjections, async ({ tenant, db }) => {
    const plan = await projectionPlan(db);
    return { available: plan.available, message: plan.message, content: await projectionsOf(db, tenant.id) };
  });

  scopedRoute(app, getProjection, async ({ params, tenant, db }) => {
    const [projection] = await projectionsOf(db, tenant.id, params.projectionId);
    if (!projection) throw notFound('No such projection');
    return projection;
  });

  scopedRoute(app, runProjection, async ({ tenant, db, audit, c }) => {
    const plan = await projectionPlan(db);
    if (!plan.available || !('source' in plan) || !plan.source || !plan.latest) throw unavailable(plan.message);
    const [row] = await db
      .insert(projections)
      .values({
        fiId: tenant.id,
        sourceCampaignId: plan.source.id,
        projectionFor: plan.latest.name,
        requestedBy: c.get('actorName'),
      })
      .returning({ id: projections.id });
    if (!row) throw new Error('projection insert returned nothing');
    await c
      .get('deps')
      .boss?.send(QUEUES.projections, { projectionId: row.id }, { ...PROJECTION_JOB_OPTIONS, db: bossDb(db) });
    const [created] = await projectionsOf(db, tenant.id, row.id);
    if (!created) throw new Error('projection vanished');
    audit.record({
      entityId: created.id,
      entityName: created.projectionFor,
      oldValue: null,
      newValue: { status: created.status, sourceCampaign: created.sourceCampaign },
    });
    return created;
  });

  scopedRoute(app, whatIfProjection, async ({ body, tenant, db, audit }) => {
    const plan = await projectionPlan(db);
    if (!plan.available || !('source' in plan) || !plan.source || !plan.latest) throw unavailable(plan.message);
    const [tier] = await db
      .select({ id: tiers.id, name: tiers.name, rule: tiers.rule })
      .from(tiers)
      .innerJoin(products, eq(products.id, tiers.productId))
      .where(and(eq(tiers.id, body.tierId), eq(products.id, body.productId), eq(products.fiId, tenant.id)));
    if (!tier)
      throw new ApiError(400, 'VALIDATION_FAILED', 'Choose a tier of your product', [
        { path: 'tierId', message: 'Choose a tier of your product' },
      ]);
    const input = { fiId: tenant.id, sourceCampaignId: plan.source.id };
    const baseline = await computeProjection(db, input, silentProgress());
    let draft: ProjectionRowValue[];
    try {
      draft = await computeProjection(db, { ...input, override: body }, silentProgress());
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
