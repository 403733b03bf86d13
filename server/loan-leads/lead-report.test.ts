import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type LeadRef, oneLeadPerLender } from '../../tests/integration/lead-per-lender.ts';
import { twoTenantsFixture } from '../../tests/integration/two-tenants.ts';
import { leadReport, queuedLeadReport } from './lead-report.ts';

const t = twoTenantsFixture();
/** The key the seeded template's sealed fields were sealed with (tests/integration/global-setup.ts). */
const key = () => Buffer.from(inject('seededTemplateKey'), 'hex');
let leads: { summit: LeadRef; harbor: LeadRef };

/** Leads of both lenders (tests/integration/lead-per-lender.ts). */
beforeAll(async () => {
  leads = await oneLeadPerLender(t);
});

describe('the loan-lead report stays within its lender', () => {
  it('a lender reads its own lead’s report, never another lender’s (masked or revealed)', async () => {
    const [summit, harbor] = t.fi;
    const now = new Date();
    for (const [lender, own, theirs] of [
      [summit, leads.summit, leads.harbor],
      [harbor, leads.harbor, leads.summit],
    ] as const) {
      for (const reveal of [false, true]) {
        const mine = await leadReport(t.db, lender, { key: key(), redemptionId: own.redemptionId, reveal, now });
        expect(mine?.loanLeadId).toBe(own.id);
        expect(mine?.sections.length).toBeGreaterThan(0);
        expect(
          await leadReport(t.db, lender, { key: key(), redemptionId: theirs.redemptionId, reveal, now }),
        ).toBeNull();
      }
    }
  });

  it('the push job’s unscoped report reads the lead as its own lender names it', async () => {
    const [summit, harbor] = t.fi;
    const params = { key: key(), redemptionId: leads.harbor.redemptionId, reveal: true, now: new Date() };
    expect((await queuedLeadReport(t.db, { ...params, fiId: harbor.fiId }))?.loanLeadId).toBe(leads.harbor.id);
    expect(await queuedLeadReport(t.db, { ...params, fiId: summit.fiId })).toBeNull();
  });
});
