import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Workflow } from '../../../domain/validation/workflow.ts';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { marketplaceSettings, ucCampaigns } from '../schema/index.ts';
import {
  deleteMarketplaceSettingsRow,
  findMarketplaceSettings,
  insertMarketplaceSettings,
  listMarketplaceSettingsOf,
  updateMarketplaceSettingsRow,
} from './marketplace-settings.ts';

const t = twoTenantsFixture();

const workflow = (poBoxAccepted: boolean): Workflow => ({
  applicableProducts: ['New_Auto'],
  requiredFields: ['annualIncome'],
  poBoxAccepted,
  reevaluate: false,
  reevaluationFields: [],
  allowAddOns: true,
  allowStipulations: true,
});
const rowsOf = (fiId: string) => t.db.select().from(marketplaceSettings).where(eq(marketplaceSettings.fiId, fiId));

describe('marketplace settings queries stay within their lender', () => {
  it('each lender lists, reads, changes and deletes only its own settings', async () => {
    const [summit, harbor] = t.fi;
    const [campaign] = await t.db.select({ id: ucCampaigns.id }).from(ucCampaigns).limit(1);
    const ucCampaignId = campaign?.id ?? '';
    const mine = await insertMarketplaceSettings(t.db, summit, { ucCampaignId, settings: workflow(false) });
    const theirs = await insertMarketplaceSettings(t.db, harbor, { ucCampaignId, settings: workflow(false) });
    expect(mine.fiId).toBe(summit.fiId);

    const listed = (await listMarketplaceSettingsOf(t.db, summit, { ucCampaignId })).map((row) => row.id);
    expect(listed).toContain(mine.id);
    expect(listed).not.toContain(theirs.id);
    expect(await findMarketplaceSettings(t.db, summit, { id: theirs.id })).toBeUndefined();
    expect(await findMarketplaceSettings(t.db, harbor, { id: theirs.id })).toMatchObject({ id: theirs.id });

    const harborBefore = await rowsOf(harbor.fiId);
    expect(
      await updateMarketplaceSettingsRow(t.db, summit, { id: theirs.id, settings: workflow(true) }),
    ).toBeUndefined();
    await deleteMarketplaceSettingsRow(t.db, summit, { id: theirs.id });
    expect(await rowsOf(harbor.fiId)).toEqual(harborBefore);

    expect(await updateMarketplaceSettingsRow(t.db, summit, { id: mine.id, settings: workflow(true) })).toMatchObject({
      settings: { poBoxAccepted: true },
    });
    await deleteMarketplaceSettingsRow(t.db, summit, { id: mine.id });
    expect(await findMarketplaceSettings(t.db, summit, { id: mine.id })).toBeUndefined();
  });
});
