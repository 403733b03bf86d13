import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES, toDisplayCampaignStatus } from './campaign-status.ts';

describe('campaign status', () => {
  it('maps every status to its display status as the seed says', () => {
    expect(CAMPAIGN_STATUSES.map((s) => [s, toDisplayCampaignStatus(s)])).toEqual([
      ['CREATED', 'NONE'],
      ['ENROLLMENT_STARTED', 'NEXT'],
      ['ENROLLMENT_ENDED', 'NEXT'],
      ['SCHEDULED', 'BLACKOUT'],
      ['OFFERS_GENERATED', 'BLACKOUT'],
      ['OFFERS_ACTIVATED', 'CURRENT'],
      ['DONE', 'COMPLETE'],
      ['FAILED', 'NONE'],
    ]);
  });
});
