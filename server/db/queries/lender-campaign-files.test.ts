import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { fiCampaignFiles, productDisclosureFiles, products, tiers, tierTerms, ucCampaigns } from '../schema/index.ts';
import {
  adminLenderAndCampaign,
  campaignFileApplied,
  insertCampaignFile,
  insertDisclosureFile,
  insertRateFile,
  lockRateFile,
  markRateFileApplied,
  rateFilesOf,
  setCampaignFileResult,
  setRedeemLimits,
  setTermApr,
} from './lender-campaign-files.ts';

const t = twoTenantsFixture();
let ucCampaignId = '';
beforeAll(async () => {
  const [campaign] = await t.db.select({ id: ucCampaigns.id }).from(ucCampaigns).limit(1);
  ucCampaignId = campaign?.id ?? '';
});

const at = new Date('2026-11-27T12:00:00Z');
const termOf = async (fiId: string) => {
  const [row] = await t.db
    .select({ termId: tierTerms.id, productId: products.id, apr: tierTerms.apr })
    .from(tierTerms)
    .innerJoin(tiers, eq(tiers.id, tierTerms.tierId))
    .innerJoin(products, eq(products.id, tiers.productId))
    .where(eq(products.fiId, fiId))
    .limit(1);
  if (!row) throw new Error('the seed has no term for this lender');
  return row;
};
const productRow = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0];
const termRow = async (id: string) => (await t.db.select().from(tierTerms).where(eq(tierTerms.id, id)))[0];

describe('lender enrollment files stay within their lender', () => {
  it('campaign files: each lender checks and changes only its own', async () => {
    const [summit, harbor] = t.fi;
    const file = (fileName: string) => ({
      ucCampaignId,
      fileName,
      format: 'JSON',
      content: '{}',
      status: 'SYNTAX_CHECKED',
      errors: [],
      productCount: 0,
      uploadedBy: 'tester',
      uploadedAt: at,
    });
    const theirs = await insertCampaignFile(t.db, harbor, file('shared.json'));
    expect(theirs.fiId).toBe(harbor.fiId);
    await setCampaignFileResult(t.db, harbor, {
      id: theirs.id,
      from: ['SYNTAX_CHECKED'],
      status: 'COMPLETE',
      errors: [],
      appliedAt: at,
    });
    expect(await campaignFileApplied(t.db, harbor, { ucCampaignId, fileName: 'shared.json' })).toBe(true);
    expect(await campaignFileApplied(t.db, summit, { ucCampaignId, fileName: 'shared.json' })).toBe(false);

    const before = await t.db.select().from(fiCampaignFiles).where(eq(fiCampaignFiles.id, theirs.id));
    const stolen = { id: theirs.id, from: ['COMPLETE'], status: 'PARTIAL', errors: [], appliedAt: null };
    expect(await setCampaignFileResult(t.db, summit, stolen)).toBeNull();
    expect(await t.db.select().from(fiCampaignFiles).where(eq(fiCampaignFiles.id, theirs.id))).toEqual(before);
  });

  it('redeem limits and disclosures: only the lender’s products (an admin’s any)', async () => {
    const [summit, harbor] = t.fi;
    const { productId } = await termOf(harbor.fiId);
    const before = await productRow(productId);
    await setRedeemLimits(t.db, summit, { productId, amount: '1.00', count: 1 });
    expect(await productRow(productId)).toEqual(before);
    await setRedeemLimits(t.db, t.admin, { productId, amount: '5000.00', count: 7 });
    expect(await productRow(productId)).toMatchObject({ redeemLimitCount: 7 });

    const pdf = { productId, fileName: 'd.pdf', content: 'JVBERi0=', size: 5, uploadedBy: 'x', uploadedAt: at };
    expect(await insertDisclosureFile(t.db, summit, pdf)).toBe(false);
    const stored = () =>
      t.db.select().from(productDisclosureFiles).where(eq(productDisclosureFiles.productId, productId));
    expect(await stored()).toEqual([]);
    expect(await insertDisclosureFile(t.db, harbor, pdf)).toBe(true);
    expect(await stored()).toHaveLength(1);

    const lookup = await adminLenderAndCampaign(t.db, t.admin, { lenderNumber: harbor.fiNumber, ucCampaignId });
    expect(lookup.lender?.id).toBe(harbor.fiId);
  });

  it('rate files and APRs: each lender lists, applies and changes only its own', async () => {
    const [summit, harbor] = t.fi;
    const rateFile = {
      fileName: 'rates.csv',
      status: 'VALIDATED' as const,
      rows: [],
      errors: [],
      uploadedBy: 'x',
      uploadedAt: at,
    };
    const mine = await insertRateFile(t.db, summit, rateFile);
    const theirs = await insertRateFile(t.db, harbor, rateFile);
    const listed = (await rateFilesOf(t.db, summit)).map((row) => row.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect(await lockRateFile(t.db, summit, { id: theirs.id })).toBeNull();
    expect(await markRateFileApplied(t.db, summit, { id: theirs.id, status: 'APPLIED', at, by: 'x' })).toBeNull();
    expect((await lockRateFile(t.db, harbor, { id: theirs.id }))?.status).toBe('VALIDATED');
    expect((await markRateFileApplied(t.db, summit, { id: mine.id, status: 'APPLIED', at, by: 'x' }))?.status).toBe(
      'APPLIED',
    );

    const harborTerm = await termOf(harbor.fiId);
    const beforeTerm = await termRow(harborTerm.termId);
    await setTermApr(t.db, summit, { termId: harborTerm.termId, apr: '1.234' });
    expect(await termRow(harborTerm.termId)).toEqual(beforeTerm);
    const summitTerm = await termOf(summit.fiId);
    await setTermApr(t.db, summit, { termId: summitTerm.termId, apr: '1.234' });
    expect(Number((await termRow(summitTerm.termId))?.apr)).toBe(1.234);
  });
});
