import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Projection, ProjectionRow } from '../../../api/projections.ts';
import type { LenderLocation } from '../../../domain/engine/engine-types.ts';
import { PROJECTION_UNFINISHED } from '../../../machines/projections/projection-job-lifecycle.ts';
import type { Executor } from '../pool.ts';
import {
  financialInstitutions,
  type ProjectionRowValue,
  products,
  projections,
  tiers,
  ucCampaigns,
} from '../schema/index.ts';
import type { FiScope } from './scope.ts';

export type { ProjectionRowValue };

/** A lender's projections (002 §2) and the tiers they are about; every query is the scope's lender's. */

const membershipLines = (membership: readonly LenderLocation[]): string[] =>
  membership.map((location) =>
    location.counties?.length
      ? `${location.state}: ${location.counties.map((county) => county.county).join(', ')}`
      : `${location.state} (statewide)`,
  );

export const toRows = (rows: readonly ProjectionRowValue[], date: Date, projectionFor: string): ProjectionRow[] =>
  rows.map((row) => ({ ...row, date: date.toISOString().slice(0, 10), projectionFor }));

async function readMembership(db: Executor, scope: FiScope): Promise<string[]> {
  const [lender] = await db
    .select({ membership: financialInstitutions.membership })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, scope.fiId));
  return membershipLines((lender?.membership ?? []) as LenderLocation[]);
}

/** The lender's latest 50 projections, newest first, or the one with `id` (with the lender's tiers). */
export async function projectionsOf(db: Executor, scope: FiScope, params: { id?: string } = {}): Promise<Projection[]> {
  const { id } = params;
  const rows = await db
    .select({ row: projections, sourceCampaign: ucCampaigns.name })
    .from(projections)
    .innerJoin(ucCampaigns, eq(ucCampaigns.id, projections.sourceCampaignId))
    .where(and(eq(projections.fiId, scope.fiId), id ? eq(projections.id, id) : undefined))
    .orderBy(desc(projections.createdAt))
    .limit(50);
  const membership = rows.length ? await readMembership(db, scope) : [];
  const lenderTiers = id
    ? await db
        .select({ productId: tiers.productId, id: tiers.id, name: tiers.name, rule: tiers.rule })
        .from(tiers)
        .innerJoin(products, eq(products.id, tiers.productId))
        .where(eq(products.fiId, scope.fiId))
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

/** A run takes up to 30 minutes (002); one unfinished for longer is a lost one and no longer blocks a new run. */
const PROJECTION_RUN_LIMIT = sql`interval '30 minutes'`;

/**
 * Whether the lender has a projection queued or running (within the run limit). Takes a transaction lock per lender first, so two requests
 * at once cannot both see none and both queue one (the lock ends with the request's transaction).
 */
export async function hasUnfinishedProjection(db: Executor, scope: FiScope): Promise<boolean> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`projection-run:${scope.fiId}`}))`);
  const [row] = await db
    .select({ id: projections.id })
    .from(projections)
    .where(
      and(
        eq(projections.fiId, scope.fiId),
        inArray(projections.status, [...PROJECTION_UNFINISHED]),
        gt(projections.createdAt, sql`now() - ${PROJECTION_RUN_LIMIT}`),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A queued projection of the lender; answers its id. */
export async function insertProjection(
  db: Executor,
  scope: FiScope,
  params: { sourceCampaignId: string; projectionFor: string; requestedBy: string | null },
): Promise<string> {
  const [row] = await db
    .insert(projections)
    .values({ fiId: scope.fiId, ...params })
    .returning({ id: projections.id });
  if (!row) throw new Error('projection insert returned nothing');
  return row.id;
}

/** A tier of one of the lender's products (undefined for another lender's). */
export async function findProductTier(db: Executor, scope: FiScope, params: { productId: string; tierId: string }) {
  const [tier] = await db
    .select({ id: tiers.id, name: tiers.name, rule: tiers.rule })
    .from(tiers)
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(and(eq(tiers.id, params.tierId), eq(products.id, params.productId), eq(products.fiId, scope.fiId)));
  return tier;
}
