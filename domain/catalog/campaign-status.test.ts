import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS_CHAIN,
  CAMPAIGN_STATUSES,
  canTransitionCampaign,
  isTerminalCampaignStatus,
  nextCampaignStatus,
  toDisplayCampaignStatus,
} from './campaign-status.ts';

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

  it('treats DONE and FAILED as terminal', () => {
    expect(CAMPAIGN_STATUSES.filter(isTerminalCampaignStatus)).toEqual(['DONE', 'FAILED']);
  });

  it('walks the forward chain one step at a time', () => {
    for (let i = 0; i < CAMPAIGN_STATUS_CHAIN.length - 1; i++) {
      expect(nextCampaignStatus(CAMPAIGN_STATUS_CHAIN[i] as never)).toBe(CAMPAIGN_STATUS_CHAIN[i + 1]);
    }
    expect(nextCampaignStatus('DONE')).toBeUndefined();
    expect(nextCampaignStatus('FAILED')).toBeUndefined();
  });

  it('allows forward steps and failure, nothing else', () => {
    expect(canTransitionCampaign('CREATED', 'ENROLLMENT_STARTED')).toBe(true);
    expect(canTransitionCampaign('CREATED', 'SCHEDULED')).toBe(false);
    expect(canTransitionCampaign('SCHEDULED', 'ENROLLMENT_ENDED')).toBe(false);
    expect(canTransitionCampaign('OFFERS_ACTIVATED', 'FAILED')).toBe(true);
    expect(canTransitionCampaign('DONE', 'FAILED')).toBe(false);
    expect(canTransitionCampaign('FAILED', 'CREATED')).toBe(false);
  });
});
