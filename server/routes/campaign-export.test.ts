import { describe, expect, it } from 'vitest';
import { isLendingType } from '../../domain/catalog/product-rules.ts';
import {
  type CampaignFileProduct,
  checkCampaignFileSyntax,
  validateCampaignFile,
} from '../../domain/enrollment/campaign-file.ts';
import { authed } from '../../tests/integration/console-auth.ts';
import { seededApp } from '../../tests/integration/seeded-app.ts';
import { DEMO_LENDERS } from '../db/seed.ts';
import { DEMO_CAMPAIGNS } from '../db/seed-campaign.ts';

const ctx = seededApp({ signIns: ['admin', 'cu-admin', 'embedder-admin'] });
const { tokens } = ctx;
const path = (id: string) => `/api/uc/campaigns/${id}/export`;

describe('campaign export', () => {
  it('gives the admin the campaign, its prescreen and each lender with a campaign file it can import', async () => {
    const response = await ctx.app.request(path(DEMO_CAMPAIGNS.current.id), authed('GET', tokens.admin));
    expect(response.status).toBe(200);
    // biome-ignore lint/suspicious/noExplicitAny: the document's shape is what the test asserts.
    const body = (await response.json()) as any;
    expect(body.formatVersion).toBe(1);
    expect(body.campaign).toMatchObject({ ucCampaignId: DEMO_CAMPAIGNS.current.id, name: DEMO_CAMPAIGNS.current.name });
    expect(body.lenders.map((lender: { name: string }) => lender.name).sort()).toEqual(
      DEMO_LENDERS.map((lender) => lender.name).sort(),
    );
    const termed: CampaignFileProduct[] = [];
    for (const lender of body.lenders) {
      expect(lender.enrollment).toBe('ENROLLED');
      // Each lender's part reads as a campaign file; its termed lending products import as they are. Revolving
      // and deposit products are stored with term 0 or APR 0, which a campaign file's tier rules refuse (0640).
      const reread = checkCampaignFileSyntax(JSON.stringify(lender.campaignFile), 'JSON');
      if (lender.campaignFile.products.length > 0) expect(reread.ok).toBe(true);
      const own = (lender.campaignFile.products as CampaignFileProduct[]).filter(
        (p) => isLendingType(p.type) && p.tiers.every((tier) => tier.terms.every((term) => term.term > 0)),
      );
      expect(validateCampaignFile({ products: own })).toEqual([]);
      termed.push(...own);
    }
    expect(termed.length).toBeGreaterThan(3);
  });

  it('is the admin’s only: lenders and embedders are refused, an unknown campaign is a 404', async () => {
    const id = DEMO_CAMPAIGNS.current.id;
    expect((await ctx.app.request(path(id), authed('GET', tokens['cu-admin']))).status).toBe(403);
    expect((await ctx.app.request(path(id), authed('GET', tokens['embedder-admin']))).status).toBe(403);
    const unknown = await ctx.app.request(path('70000000-0000-4000-8000-0000000000ff'), authed('GET', tokens.admin));
    expect(unknown.status).toBe(404);
  });
});
