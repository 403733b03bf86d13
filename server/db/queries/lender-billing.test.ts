import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { ucCampaigns } from '../schema/index.ts';
import { invoiceReportSource, issueInvoice, lockInvoice, setInvoiceStatus } from './lender-billing.ts';
import { exactCount } from './list-source.ts';

const t = twoTenantsFixture();

const reported = async (scope: Parameters<typeof invoiceReportSource>[1]) => {
  const source = invoiceReportSource(t.db, scope);
  const rows = (await source.select().where(source.where)) as { id: string }[];
  expect(await exactCount(source.count(source.where))).toBe(rows.length);
  return rows.map((row) => row.id);
};

describe('billing queries: a lender sees only its own issued invoices', () => {
  it('issues to the named lender; the lender report answers the scope’s issued invoices only', async () => {
    const [summit, harbor] = t.fi;
    const [campaign] = await t.db.select({ id: ucCampaigns.id }).from(ucCampaigns).limit(1);
    const issue = (lenderNumber: number) =>
      issueInvoice(t.db, t.admin, { lenderNumber, ucCampaignId: campaign?.id ?? '', requestedBy: 'admin' });
    const mine = await issue(summit.fiNumber);
    const theirs = await issue(harbor.fiNumber);
    if (!('row' in mine) || !('row' in theirs)) throw new Error('invoices not issued');
    expect(mine.row.fiId).toBe(summit.fiId);
    expect(await issue(99_999)).toEqual({ missing: 'lender' });

    // Not yet issued: no lender sees it; the admin sees both.
    expect(await reported(summit)).not.toContain(mine.row.id);
    expect(await reported(t.admin)).toEqual(expect.arrayContaining([mine.row.id, theirs.row.id]));

    for (const row of [mine.row, theirs.row]) {
      expect(await lockInvoice(t.db, t.admin, { id: row.id })).toMatchObject({ id: row.id });
      await setInvoiceStatus(t.db, t.admin, { id: row.id, status: 'OPEN' });
    }
    expect(await issue(summit.fiNumber)).toEqual({ alreadyIssued: true });
    const summitSees = await reported(summit);
    expect(summitSees).toContain(mine.row.id);
    expect(summitSees).not.toContain(theirs.row.id);
    const harborSees = await reported(harbor);
    expect(harborSees).toContain(theirs.row.id);
    expect(harborSees).not.toContain(mine.row.id);
  });
});
