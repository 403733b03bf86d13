import { and, eq, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type LeadView, VELOCITY_THRESHOLDS } from '../../../domain/loan-leads/loan-leads.ts';
import type { Executor } from '../pool.ts';
import { loanLeads, loanLeadTallies, loanLeadWork } from '../schema/index.ts';
import type { FiScope } from './scope.ts';

type Counts = Record<'Unassigned' | 'Low' | 'Medium' | 'High', number>;

/** The tier of velocityTier, in SQL, for leads of `lead` (an assigned lead's: PROCESSED or young is Low). */
function tierSql(thresholds: readonly [number, number]) {
  const [low, high] = thresholds;
  const hours = sql`extract(epoch from (now() - ${loanLeads.createdAt})) / 3600`;
  return sql<'Low' | 'Medium' | 'High'>`case
    when ${loanLeads.status} = 'PROCESSED' or ${hours} < ${sql.raw(String(low))} then 'Low'
    when ${hours} < ${sql.raw(String(high))} then 'Medium'
    else 'High' end`;
}

/**
 * How many leads of the view are in each velocity tier: the same rule as velocityTier, counted without reading every
 * lead (decision 0797). Only an assigned lead has an age tier, and an assigned lead that is PROCESSED is Low at any
 * age; the rest age from Low through Medium to High. So, from the lender's tallies (kept by triggers) and the
 * assigned open leads younger than the oldest breakpoint (a partial index):
 * - Unassigned = leads − assigned;
 * - Low = assigned PROCESSED + young open ones under `low` hours; Medium = open ones under `high` hours;
 * - High = every other open assigned lead: (assigned − assigned PROCESSED) − the young ones below High.
 * "Assigned to me" is one user's leads: counted directly on the assignee index.
 * The scope's lender is the only one counted (docs/decisions/0505-query-layer.md): its condition is in every WHERE
 * (the tallies', the young leads' and the assignee count's), whatever `where` (the view's, leadViewWhere) says.
 */
export async function velocityCounts(
  db: Executor,
  scope: FiScope,
  view: { name: LeadView; where: SQL | undefined },
  thresholds: readonly [number, number] = VELOCITY_THRESHOLDS,
): Promise<Counts> {
  const counts: Counts = { Unassigned: 0, Low: 0, Medium: 0, High: 0 };
  if (view.name === 'Assigned to me') {
    const rows = await db
      .select({ tier: tierSql(thresholds), n: sql<number>`count(*)::int` })
      .from(loanLeadWork)
      .innerJoin(loanLeads, eq(loanLeads.id, loanLeadWork.loanLeadId))
      .where(and(view.where, eq(loanLeadWork.fiId, scope.fiId), isNotNull(loanLeadWork.assignedUserId)))
      .groupBy(sql`1`);
    for (const row of rows) counts[row.tier] = row.n;
    return counts;
  }
  const window = Math.max(...thresholds);
  const tally = (column: SQL) =>
    sql<number>`(select coalesce(sum(${column}), 0)::int from ${loanLeadTallies} where ${loanLeadTallies.fiId} = ${scope.fiId})`;
  const young = (tier: 'Low' | 'Medium') =>
    sql<number>`(count(*) filter (where ${tierSql(thresholds)} = ${tier}))::int`;
  // One statement: the tallies as sub-selects beside one scan of the young open assigned leads (an aggregate
  // without GROUP BY answers one row even when there are none).
  const [row] = await db
    .select({
      leads: tally(sql`${loanLeadTallies.leads}`),
      assigned: tally(sql`${loanLeadTallies.assigned}`),
      processed: tally(sql`${loanLeadTallies.assignedProcessed}`),
      low: young('Low'),
      medium: young('Medium'),
    })
    .from(loanLeads)
    .where(
      and(
        eq(loanLeads.fiId, scope.fiId),
        // Written as the partial index's predicate, so the planner sees it applies.
        sql`${loanLeads.assigned} and ${loanLeads.status} <> 'PROCESSED'`,
        sql`${loanLeads.createdAt} > now() - make_interval(hours => ${window})`,
      ),
    );
  const { leads = 0, assigned = 0, processed = 0, low = 0, medium = 0 } = row ?? {};
  if (view.name !== 'Assigned') counts.Unassigned = leads - assigned;
  if (view.name === 'Unassigned') return counts;
  counts.Low = processed + low;
  counts.Medium = medium;
  counts.High = assigned - processed - low - medium;
  return counts;
}
