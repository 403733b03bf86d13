import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneLeadPerLender } from '../../../tests/integration/lead-per-lender.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { consoleUsers, loanLeads, loanLeadWork } from '../schema/index.ts';
import {
  assignableUsers,
  claimLead,
  leadIntegration,
  lockLeadFunding,
  lockLeadStatus,
  setLead,
} from './loan-lead-changes.ts';
import { ensureLeadWork } from './loan-leads.ts';

const t = twoTenantsFixture();
/** One lead per lender (tests/integration/lead-per-lender.ts), each with its work row. */
let leads: Awaited<ReturnType<typeof oneLeadPerLender>>;
beforeAll(async () => {
  leads = await oneLeadPerLender(t);
  await ensureLeadWork(t.db, leads.summit.id);
  await ensureLeadWork(t.db, leads.harbor.id);
});

const leadRow = (id: string) => t.db.select().from(loanLeads).where(eq(loanLeads.id, id));
const workRow = (id: string) => t.db.select().from(loanLeadWork).where(eq(loanLeadWork.loanLeadId, id));

describe('loan lead changes stay within their lender', () => {
  it('reads answer only the scope’s leads and users', async () => {
    const [summit, harbor] = t.fi;
    expect(await lockLeadStatus(t.db, summit, { redemptionId: leads.harbor.redemptionId })).toBeUndefined();
    expect(await lockLeadFunding(t.db, summit, { redemptionId: leads.harbor.redemptionId })).toBeUndefined();
    expect(await lockLeadStatus(t.db, harbor, { redemptionId: leads.harbor.redemptionId })).toMatchObject({
      id: leads.harbor.id,
    });
    expect(await lockLeadFunding(t.db, summit, { redemptionId: leads.summit.redemptionId })).toMatchObject({
      id: leads.summit.id,
    });
    expect(await leadIntegration(t.db, summit, { loanLeadId: leads.harbor.id })).toBeNull();

    const users = await assignableUsers(t.db, summit);
    expect(users.length).toBeGreaterThan(0);
    const summitUsers = await t.db
      .select({ id: consoleUsers.id })
      .from(consoleUsers)
      .where(and(eq(consoleUsers.realm, 'fi'), eq(consoleUsers.tenantId, summit.fiId)));
    const own = new Set(summitUsers.map((user) => user.id));
    expect(users.every((user) => own.has(user.id))).toBe(true);
  });

  it('changes touch only the scope’s leads', async () => {
    const [summit] = t.fi;
    const [user] = await assignableUsers(t.db, summit);
    const harborLead = await leadRow(leads.harbor.id);
    const harborWork = await workRow(leads.harbor.id);

    await setLead(t.db, summit, { loanLeadId: leads.harbor.id, status: 'PROCESSED', fundingStatus: 'FUNDED' });
    expect(await claimLead(t.db, summit, { loanLeadId: leads.harbor.id, userId: user?.id ?? '', at: new Date() })).toBe(
      false,
    );
    expect(await leadRow(leads.harbor.id)).toEqual(harborLead);
    expect(await workRow(leads.harbor.id)).toEqual(harborWork);

    await setLead(t.db, summit, { loanLeadId: leads.summit.id, status: 'IN_PROGRESS' });
    expect((await leadRow(leads.summit.id))[0]?.status).toBe('IN_PROGRESS');
    const claim = { loanLeadId: leads.summit.id, userId: user?.id ?? '', at: new Date() };
    expect(await claimLead(t.db, summit, claim)).toBe(true);
    expect(await claimLead(t.db, summit, claim)).toBe(false);
  });
});
