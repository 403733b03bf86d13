import { and, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  LEAD_VIEWS,
  VELOCITY_THRESHOLDS,
  VELOCITY_TIERS,
  type VelocityTier,
  velocityTier,
} from '../../../domain/loan-leads/loan-leads.ts';
import { seedConsoleBench } from '../../../tests/bench/console-seed.ts';
import { oneLeadPerLender } from '../../../tests/integration/lead-per-lender.ts';
import { seededApp } from '../../../tests/integration/seeded-app.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { mintScope } from '../../http/tenant-scope.ts';
import type { Executor } from '../pool.ts';
import { consoleUsers, financialInstitutions, loanLeads, loanLeadWork } from '../schema/index.ts';
import { velocityCounts } from './loan-lead-velocity.ts';
import { ensureLeadWork, leadViewWhere } from './loan-leads.ts';
import type { FiScope } from './scope.ts';

const ctx = seededApp();

beforeAll(async () => {
  // 3,000 leads a minute apart (50 hours), every other one assigned, a quarter PROCESSED: every tier under [5, 30].
  await seedConsoleBench(ctx.pool, { leads: 3000, audits: 0, prequals: 0, fileErrors: 0 }, ctx.deps.encryptionKey);
});

/** Each view's leads from the work rows themselves, not from loan_leads.assigned (the mirror under test). */
const ASSIGNEE_OF_VIEW: Record<(typeof LEAD_VIEWS)[number], (userId: string) => SQL | undefined> = {
  All: () => undefined,
  Unassigned: () => isNull(loanLeadWork.assignedUserId),
  Assigned: () => isNotNull(loanLeadWork.assignedUserId),
  'Assigned to me': (userId) => eq(loanLeadWork.assignedUserId, userId),
};

/** The tiers the list's own rows would show (velocityTier on every lead of the lender's view), counted. */
async function reference(
  db: Executor,
  fiId: string,
  view: (typeof LEAD_VIEWS)[number],
  userId: string,
  thresholds: readonly [number, number],
) {
  const rows = await db
    .select({
      assigned: sql<boolean>`${loanLeadWork.assignedUserId} is not null`,
      status: loanLeads.status,
      acceptedAt: loanLeads.createdAt,
      now: sql<string>`now()`,
    })
    .from(loanLeads)
    .leftJoin(loanLeadWork, eq(loanLeadWork.loanLeadId, loanLeads.id))
    .where(and(eq(loanLeads.fiId, fiId), ASSIGNEE_OF_VIEW[view](userId)));
  const counts = Object.fromEntries(VELOCITY_TIERS.map((tier) => [tier, 0])) as Record<VelocityTier, number>;
  for (const row of rows) counts[velocityTier(row, new Date(row.now), thresholds)] += 1;
  return counts;
}

/** The lender's scope, minted as the request wrapper and tests/integration/two-tenants.ts mint it. */
async function scopeOf(db: Executor, fiId: string): Promise<FiScope> {
  const [row] = await db
    .select({ id: financialInstitutions.id, number: financialInstitutions.number, name: financialInstitutions.name })
    .from(financialInstitutions)
    .where(eq(financialInstitutions.id, fiId));
  if (!row) throw new Error(`no lender ${fiId}`);
  return mintScope({ realm: 'fi', ...row });
}

/** Every lender, view and breakpoints: velocityCounts against the reference; the tiers seen with a count. */
async function expectCountsMatch(): Promise<Set<string>> {
  const lenders = await ctx.db
    .selectDistinct({ fiId: loanLeadWork.fiId, userId: loanLeadWork.assignedUserId })
    .from(loanLeadWork)
    .where(isNotNull(loanLeadWork.assignedUserId));
  expect(lenders.length).toBeGreaterThanOrEqual(2);
  const seen = new Set<string>();
  for (const { fiId, userId } of lenders) {
    const scope = await scopeOf(ctx.db, fiId);
    for (const thresholds of [
      [20, 80],
      [5, 30],
      [30, 5],
    ] as [number, number][]) {
      for (const view of LEAD_VIEWS) {
        const where = leadViewWhere(scope, { view, userId: userId ?? '' });
        const counted = await velocityCounts(ctx.db, scope, { name: view, where }, thresholds);
        const expected = await reference(ctx.db, fiId, view, userId ?? '', thresholds);
        expect(counted, `${fiId} ${view} ${thresholds}`).toEqual(expected);
        for (const [tier, n] of Object.entries(counted)) if (n > 0) seen.add(tier);
      }
    }
  }
  return seen;
}

describe('velocityCounts', () => {
  it('counts exactly what velocityTier says of each lead, for every lender, view and breakpoints', async () => {
    const seen = await expectCountsMatch();
    // The seed reaches every tier, so each branch of the count was compared.
    expect([...seen].sort()).toEqual([...VELOCITY_TIERS].sort());
  });

  it('stays exact as leads are assigned, unassigned, processed, reopened and their user removed', async () => {
    // The tallies are kept by triggers (migration 0053): each kind of change the console makes, in bulk.
    const assignee = sql`(select assigned_user_id from loan_lead_work w2 where w2.fi_id = loan_lead_work.fi_id
      and w2.assigned_user_id is not null limit 1)`;
    await ctx.db.execute(sql`update loan_lead_work set assigned_user_id = ${assignee}
      where assigned_user_id is null and loan_lead_id in (select id from loan_leads order by created_at limit 400)`);
    await ctx.db.execute(sql`update loan_lead_work set assigned_user_id = null
      where loan_lead_id in (select id from loan_leads order by created_at desc limit 300)`);
    await ctx.db.execute(sql`update loan_leads set status = 'PROCESSED'
      where id in (select id from loan_leads where status <> 'PROCESSED' order by id limit 500)`);
    await ctx.db.execute(sql`update loan_leads set status = 'NEW'
      where id in (select id from loan_leads where status = 'PROCESSED' order by id desc limit 200)`);
    await ctx.db.execute(sql`delete from loan_lead_work where loan_lead_id in
      (select loan_lead_id from loan_lead_work where assigned_user_id is not null order by loan_number limit 50)`);
    await expectCountsMatch();
    // A removed user's leads go back to Unassigned (loan_lead_work.assigned_user_id is set null by its foreign key).
    const [gone] = await ctx.db
      .select({ userId: loanLeadWork.assignedUserId })
      .from(loanLeadWork)
      .where(isNotNull(loanLeadWork.assignedUserId))
      .limit(1);
    await ctx.db.execute(sql`delete from console_users where id = ${gone?.userId}`);
    await expectCountsMatch();
  });
});

describe('velocityCounts stays within its lender', () => {
  const t = twoTenantsFixture();

  it('each lender’s chips count only its own leads, in every view and whoever is named in "Assigned to me"', async () => {
    // summit-cu's lead stays unassigned; harbor-bank's is assigned to one of its users (young and open: Low).
    const { harbor } = await oneLeadPerLender(t);
    const [summit, harborBank] = t.fi;
    const userOf = async (lender: FiScope) => {
      const [user] = await t.db
        .select({ id: consoleUsers.id })
        .from(consoleUsers)
        .where(eq(consoleUsers.tenantId, lender.fiId))
        .limit(1);
      if (!user) throw new Error('the lender has no user');
      return user.id;
    };
    const users = [await userOf(summit), await userOf(harborBank)] as const;
    await ensureLeadWork(t.db, harbor.id);
    await t.db.update(loanLeadWork).set({ assignedUserId: users[1] }).where(eq(loanLeadWork.loanLeadId, harbor.id));

    const all = async (lender: FiScope) =>
      await velocityCounts(t.db, lender, { name: 'All', where: leadViewWhere(lender, { view: 'All', userId: null }) });
    const summitLeads = await t.db.select({ id: loanLeads.id }).from(loanLeads).where(eq(loanLeads.fiId, summit.fiId));
    expect(summitLeads.length).toBeGreaterThan(0);
    expect(await all(summit)).toEqual({ Unassigned: summitLeads.length, Low: 0, Medium: 0, High: 0 });
    expect(await all(harborBank)).toEqual({ Unassigned: 0, Low: 1, Medium: 0, High: 0 });

    for (const lender of t.fi) {
      for (const view of LEAD_VIEWS) {
        for (const userId of users) {
          const where = leadViewWhere(lender, { view, userId });
          const counted = await velocityCounts(t.db, lender, { name: view, where });
          const expected = await reference(t.db, lender.fiId, view, userId, VELOCITY_THRESHOLDS);
          expect(counted, `${lender.fiNumber} ${view} ${userId}`).toEqual(expected);
        }
      }
    }
  });
});
