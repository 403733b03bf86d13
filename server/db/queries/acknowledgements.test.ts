import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoTenantsFixture } from '../../../tests/integration/two-tenants.ts';
import { campaignAcknowledgements, ucCampaigns } from '../schema/index.ts';
import {
  campaignAcknowledgementsOf,
  decideAcknowledgement,
  insertAcknowledgement,
  lenderAcknowledgementsOf,
} from './acknowledgements.ts';

const t = twoTenantsFixture();

const rowOf = async (id: string) =>
  (await t.db.select().from(campaignAcknowledgements).where(eq(campaignAcknowledgements.id, id)))[0];

describe('acknowledgement queries: a lender sees and decides only its own requests', () => {
  it('requests go to the named lender; lists and decisions stay within the scope', async () => {
    const [summit, harbor] = t.fi;
    const [campaign] = await t.db.select({ id: ucCampaigns.id }).from(ucCampaigns).limit(1);
    const ucCampaignId = campaign?.id ?? '';
    const request = (fiNumber: number) =>
      insertAcknowledgement(t.db, t.admin, {
        ucCampaignId,
        fiNumber,
        summary: `For ${fiNumber}`,
        beforeText: 'a',
        afterText: 'b',
        requestedBy: 'admin',
      });
    const mine = await request(summit.fiNumber);
    const theirs = await request(harbor.fiNumber);
    if (!('created' in mine) || !('created' in theirs)) throw new Error('requests not made');
    expect(await request(99_999)).toEqual({ missing: 'lender' });

    const summitIds = (await lenderAcknowledgementsOf(t.db, summit, {})).map((ack) => ack.id);
    expect(summitIds).toContain(mine.created.id);
    expect(summitIds).not.toContain(theirs.created.id);
    const campaignIds = (await campaignAcknowledgementsOf(t.db, t.admin, { ucCampaignId })).map((ack) => ack.id);
    expect(campaignIds).toEqual(expect.arrayContaining([mine.created.id, theirs.created.id]));

    const harborBefore = await rowOf(theirs.created.id);
    const stolen = { id: theirs.created.id, event: 'ACKNOWLEDGE' as const, by: 'summit' };
    expect(await decideAcknowledgement(t.db, summit, stolen)).toEqual({ missing: true });
    expect(await rowOf(theirs.created.id)).toEqual(harborBefore);

    const own = await decideAcknowledgement(t.db, summit, { ...stolen, id: mine.created.id });
    expect(own).toMatchObject({ after: { status: 'ACKNOWLEDGED', decidedBy: 'summit' } });
    expect(await decideAcknowledgement(t.db, summit, { ...stolen, id: mine.created.id })).toEqual({
      refused: 'This acknowledgement request is already acknowledged.',
    });
  });
});
