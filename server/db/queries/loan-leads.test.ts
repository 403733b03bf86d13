import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { LEAD_VIEWS } from '../../../domain/loan-leads/loan-leads.ts';
import { oneLeadPerLender } from '../../../tests/integration/lead-per-lender.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consoleUsers, loanLeads, loanLeadWork, redemptions } from '../schema/index.ts';
import { exactCount } from './list-source.ts';
import {
  ensureLeadWork,
  findLeadOf,
  LEAD_DEFAULT_ORDER,
  leadCount,
  leadCountJoins,
  leadViewWhere,
  selectLeads,
} from './loan-leads.ts';
import type { FiScope } from './scope.ts';

const t = twoTenantsFixture();

/** Leads of both lenders (tests/integration/lead-per-lender.ts). */
beforeAll(async () => {
  await oneLeadPerLender(t);
});

/** The lender's leads read straight from loan_leads (their redemption ids). */
const leadsOf = async (fiId: string) =>
  (
    await t.db
      .select({ redemptionId: loanLeads.redemptionId })
      .from(loanLeads)
      .where(eq(loanLeads.fiId, fiId))
      .orderBy(loanLeads.redemptionId)
  ).map((row) => row.redemptionId);

/** A user of the lender, assigned one of its leads so "Assigned to me" has rows. */
async function assignOne(lender: FiScope) {
  const [user] = await t.db
    .select({ id: consoleUsers.id })
    .from(consoleUsers)
    .where(eq(consoleUsers.tenantId, lender.fiId))
    .limit(1);
  const [lead] = await t.db
    .select({ id: loanLeads.id, redemptionId: loanLeads.redemptionId })
    .from(loanLeads)
    .where(eq(loanLeads.fiId, lender.fiId))
    .limit(1);
  if (!user || !lead) throw new Error('the lender has no user or lead');
  await ensureLeadWork(t.db, lead.id);
  await t.db.update(loanLeadWork).set({ assignedUserId: user.id }).where(eq(loanLeadWork.loanLeadId, lead.id));
  return user.id;
}

describe('loan lead queries stay within their lender', () => {
  it('every view lists and counts only the scope’s lender’s leads', async () => {
    const users = new Map<FiScope, string>();
    for (const lender of t.fi) users.set(lender, await assignOne(lender));
    for (const [lender, other] of [t.fi, [t.fi[1], t.fi[0]]] as const) {
      const own = await leadsOf(lender.fiId);
      const theirs = new Set(await leadsOf(other.fiId));
      expect(own.length).toBeGreaterThan(0);
      expect(theirs.size).toBeGreaterThan(0);
      for (const view of LEAD_VIEWS) {
        // The other lender's user, named in this lender's "Assigned to me", finds nothing of the other's.
        for (const userId of [users.get(lender) ?? null, users.get(other) ?? null]) {
          const where = leadViewWhere(lender, { view, userId });
          const listed = (
            await selectLeads(t.db, { id: redemptions.id })
              .where(where)
              .orderBy(...LEAD_DEFAULT_ORDER)
          ).map((row) => row.id);
          expect(listed.every((id) => own.includes(id ?? ''))).toBe(true);
          expect(listed.some((id) => theirs.has(id ?? ''))).toBe(false);
          expect(await exactCount(leadCount(t.db, where, leadCountJoins(view, [])))).toBe(listed.length);
          if (view === 'All') expect([...listed].sort()).toEqual(own);
        }
      }
      expect(
        (
          await selectLeads(t.db).where(
            leadViewWhere(lender, { view: 'Assigned to me', userId: users.get(lender) ?? null }),
          )
        ).length,
      ).toBeGreaterThan(0);
    }
  });

  it('a lender finds its own lead of a redemption, never another lender’s', async () => {
    const [summit, harbor] = t.fi;
    const [summitLead] = await leadsOf(summit.fiId);
    const [harborLead] = await leadsOf(harbor.fiId);
    if (!summitLead || !harborLead) throw new Error('a lender has no lead');
    expect(await findLeadOf(t.db, summit, { redemptionId: harborLead })).toBeUndefined();
    expect(await findLeadOf(t.db, harbor, { redemptionId: summitLead })).toBeUndefined();
    const [own] = await t.db
      .select({ id: loanLeads.id })
      .from(loanLeads)
      .where(and(eq(loanLeads.redemptionId, summitLead), eq(loanLeads.fiId, summit.fiId)));
    expect((await findLeadOf(t.db, summit, { redemptionId: summitLead }))?.id).toBe(own?.id);
    expect((await findLeadOf(t.db, harbor, { redemptionId: harborLead }))?.id).toBeDefined();
  });
});
