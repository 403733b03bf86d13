import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { LENDER_ACTIONS } from '../../api/lenders.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { LENDER_REMOVAL_REFUSALS } from '../db/queries/lender-removal.ts';
import { consoleUsers, financialInstitutions } from '../db/schema/index.ts';
import { expectRemovedBehindConfirm, refusalOf, removalOf } from './removal.test-support.ts';

const ctx = seededApp({ signIns: ['admin', 'cu-admin'] });
const { tokens } = ctx;
const remove = removalOf(ctx, (fiId) => `/api/fi/${fiId}`);
const lenderNamed = async (name: string) => {
  const [row] = await ctx.db.select().from(financialInstitutions).where(eq(financialInstitutions.name, name));
  if (!row) throw new Error(name);
  return row;
};

describe('removing a lender (002 §3 "FI or embedder removed")', () => {
  it('removes a lender nothing depends on, behind the typed "confirm", audited with what it was', async () => {
    const prospect = await lenderNamed('Lakeside Credit Union');
    await expectRemovedBehindConfirm(remove, prospect.number, tokens['cu-admin'], 'confirm');
    expect(await ctx.db.select().from(consoleUsers).where(eq(consoleUsers.tenantId, prospect.id))).toEqual([]);
    expect(await ctx.lastAudit(LENDER_ACTIONS.removed)).toMatchObject({
      category: 'LENDER',
      entityId: prospect.id,
      entityName: 'Lakeside Credit Union',
      oldValue: { name: 'Lakeside Credit Union', onboardingStatus: 'PROSPECT' },
      newValue: null,
    });
  });

  it('refuses a lender with offers or loan leads, and keeps it', async () => {
    const summit = await lenderNamed('Summit Credit Union');
    const message = await refusalOf(remove, summit.number, 'CONFIRM');
    expect([LENDER_REMOVAL_REFUSALS.loanLeads, LENDER_REMOVAL_REFUSALS.offers]).toContain(message);
    expect((await remove.read(summit.number)).status).toBe(200);
  });

  it('refuses a lender enrolled in a campaign that has not ended', async () => {
    const prairie = await lenderNamed('Prairie State Bank');
    await ctx.db.execute(
      `insert into fi_campaign_enrollments (fi_id, uc_campaign_id, status)
       values ('${prairie.id}', '70000000-0000-4000-8000-000000000003', 'ENROLLED')` as never,
    );
    expect(await refusalOf(remove, prairie.number)).toBe(LENDER_REMOVAL_REFUSALS.enrolled);
  });
});
