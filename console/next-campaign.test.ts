import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { nextCampaignOf, nextCampaignSearch } from './next-campaign.ts';

const A = '70000000-0000-4000-8000-00000000000a';
const B = '70000000-0000-4000-8000-00000000000b';
const C = '70000000-0000-4000-8000-00000000000c';
const campaigns = [
  { campaignId: A, displayStatus: 'NEXT' as const },
  { campaignId: B, displayStatus: 'NEXT' as const },
  { campaignId: C, displayStatus: 'BLACKOUT' as const },
];

describe('the next campaign a page is about', () => {
  it('is the one the URL names among those shown, else the first next one', () => {
    expect(nextCampaignOf(campaigns, B)?.campaignId).toBe(B);
    expect(nextCampaignOf(campaigns, undefined)?.campaignId).toBe(A);
    expect(nextCampaignOf(campaigns, C)?.campaignId).toBe(A);
    expect(nextCampaignOf(campaigns, C, ['NEXT', 'BLACKOUT'])?.campaignId).toBe(C);
    expect(nextCampaignOf([], A)).toBeUndefined();
  });

  it('drops a campaignId that is not a uuid from the URL', () => {
    expect(v.parse(nextCampaignSearch, { campaignId: B })).toEqual({ campaignId: B });
    expect(v.parse(nextCampaignSearch, { campaignId: 'next' })).toEqual({ campaignId: undefined });
  });
});
