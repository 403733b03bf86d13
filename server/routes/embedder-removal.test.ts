import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { EMBEDDER_ACTIONS } from '../../api/embedders.ts';
import { authed, latestAudit } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { EMBEDDER_REMOVAL_REFUSALS, embedderRemovalRefusal } from '../db/queries/embedder-removal.ts';
import { campaignEmbedders, embedderApiKeys, embedders } from '../db/schema/index.ts';
import { DEMO_EMBEDDER_NUMBER } from '../db/seed.ts';
import { mintScope } from '../http/tenant-scope.ts';
import { expectRemovedBehindConfirm, refusalOf, removalOf } from './removal.test-support.ts';

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens } = ctx;
const LIVE_CAMPAIGN = '70000000-0000-4000-8000-000000000003';
const remove = removalOf(ctx, (number) => `/api/embedders/${number}`);
/** A fresh embedder through the admin's own create, so nothing depends on it yet. */
const created = async (code: string) => {
  const response = await ctx.call('/api/embedders', authed('POST', tokens.admin, { name: `Embedder ${code}`, code }));
  expect(response.status).toBe(201);
  const { embedderId } = (await response.json()) as { embedderId: number };
  const [row] = await ctx.db.select().from(embedders).where(eq(embedders.number, embedderId));
  if (!row) throw new Error(code);
  return row;
};

describe('removing an embedder (002 §3 "FI or embedder removed")', () => {
  it('removes an embedder nothing depends on, behind the typed "confirm", audited with what it was', async () => {
    const fresh = await created('harbor-homes');
    await expectRemovedBehindConfirm(remove, fresh.number, tokens['cu-admin'], 'CONFIRM');
    expect(await latestAudit(ctx.db, EMBEDDER_ACTIONS.removed)).toMatchObject({
      category: 'EMBEDDER',
      entityId: fresh.id,
      entityName: 'Embedder harbor-homes',
      oldValue: { code: 'harbor-homes', name: 'Embedder harbor-homes' },
      newValue: null,
    });
  });

  it('refuses an embedder user, even on its own embedder', async () => {
    expect((await remove(DEMO_EMBEDDER_NUMBER, 'confirm', tokens['embedder-admin'])).status).toBe(403);
  });

  it('refuses the demo embedder, whose consumers came from its site, and keeps it', async () => {
    expect(await refusalOf(remove, DEMO_EMBEDDER_NUMBER)).toBe(EMBEDDER_REMOVAL_REFUSALS.consumers);
    expect((await remove.read(DEMO_EMBEDDER_NUMBER)).status).toBe(200);
  });

  it('refuses one enrolled in a campaign that has not ended, and one whose API key a partner uses', async () => {
    const enrolled = await created('pier-motors');
    await ctx.db.insert(campaignEmbedders).values({ campaignId: LIVE_CAMPAIGN, embedderId: enrolled.id });
    expect(await refusalOf(remove, enrolled.number)).toBe(EMBEDDER_REMOVAL_REFUSALS.enrolled);

    const keyed = await created('dock-loans');
    const key = { embedderId: keyed.id, name: 'prod', keyHash: 'hash-dock-loans', keyPrefix: 'dock' };
    // A key made but never called does not hold the embedder back; one a partner has called does.
    const [unused] = await ctx.db.insert(embedderApiKeys).values(key).returning();
    expect(await embedderRemovalRefusal(ctx.db, mintScope({ ...keyed, realm: 'embedder' }))).toBeNull();
    await ctx.db
      .update(embedderApiKeys)
      .set({ lastUsedAt: new Date() })
      .where(eq(embedderApiKeys.id, unused?.id ?? ''));
    expect(await refusalOf(remove, keyed.number)).toBe(EMBEDDER_REMOVAL_REFUSALS.apiKeys);
    await ctx.db.update(embedderApiKeys).set({ revokedAt: new Date() }).where(eq(embedderApiKeys.embedderId, keyed.id));
    expect((await remove(keyed.number, 'confirm')).status).toBe(204);
    expect(await ctx.db.select().from(embedderApiKeys).where(eq(embedderApiKeys.embedderId, keyed.id))).toEqual([]);
  });
});
