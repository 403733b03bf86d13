import { eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_VIEWS, VELOCITY_TIERS, type VelocityTier, velocityTier } from '../../../domain/loan-leads/loan-leads.ts';
import { seedConsoleBench } from '../../../tests/bench/console-seed.ts';
import { seededApp } from '../../../tests/integration/seeded-app.ts';
import { loanLeads, loanLeadWork } from '../schema/index.ts';
import { velocityCounts, viewWhere } from './loan-leads.ts';

const ctx = seededApp();

beforeAll(async () => {
  // 3,000 leads a minute apart (50 hours), every other one assigned, a quarter PROCESSED: every tier under [5, 30].
  await seedConsoleBench(ctx.pool, { leads: 3000, audits: 0, prequals: 0, fileErrors: 0 }, ctx.deps.encryptionKey);
});

/** The tiers the list's own rows would show (velocityTier on every lead of the view), counted. */
async function reference(
  fiId: string,
  view: (typeof LEAD_VIEWS)[number],
  userId: string,
  thresholds: [number, number],
) {
  const rows = await ctx.db
    .select({
      assigned: sql<boolean>`${loanLeadWork.assignedUserId} is not null`,
      status: loanLeads.status,
      acceptedAt: loanLeads.createdAt,
      now: sql<string>`now()`,
    })
    .from(loanLeads)
    .leftJoin(loanLeadWork, eq(loanLeadWork.loanLeadId, loanLeads.id))
    .where(viewWhere(fiId, view, userId));
  const counts = Object.fromEntries(VELOCITY_TIERS.map((tier) => [tier, 0])) as Record<VelocityTier, number>;
  for (const row of rows) counts[velocityTier(row, new Date(row.now), thresholds)] += 1;
  return counts;
}

describe('velocityCounts', () => {
  it('counts exactly what velocityTier says of each lead, for every lender, view and breakpoints', async () => {
    const lenders = await ctx.db
      .selectDistinct({ fiId: loanLeadWork.fiId, userId: loanLeadWork.assignedUserId })
      .from(loanLeadWork)
      .where(isNotNull(loanLeadWork.assignedUserId));
    expect(lenders.length).toBeGreaterThanOrEqual(2);
    const seen = new Set<string>();
    for (const { fiId, userId } of lenders) {
      for (const thresholds of [
        [20, 80],
        [5, 30],
      ] as [number, number][]) {
        for (const view of LEAD_VIEWS) {
          const where = viewWhere(fiId, view, userId ?? '');
          const counted = await velocityCounts(ctx.db, { fiId, name: view, where }, thresholds);
          const expected = await reference(fiId, view, userId ?? '', thresholds);
          expect(counted, `${fiId} ${view} ${thresholds}`).toEqual(expected);
          for (const [tier, n] of Object.entries(counted)) if (n > 0) seen.add(tier);
        }
      }
    }
    // The seed reaches every tier, so each branch of the count was compared.
    expect([...seen].sort()).toEqual([...VELOCITY_TIERS].sort());
  });
});
