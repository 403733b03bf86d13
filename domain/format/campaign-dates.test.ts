import { describe, expect, it } from 'vitest';
import { campaignDayEnd } from '../catalog/campaign-calendar.ts';
import { formatCampaignLastDay, formatCampaignPeriod, formatOffersValidUntil } from './campaign-dates.ts';

describe('campaign dates as people read them', () => {
  it('shows a period as its inclusive first and last day, or says it is not set', () => {
    expect(formatCampaignPeriod({ start: '2026-12-01', end: '2026-12-17' })).toBe('2026-12-01 to 2026-12-17');
    expect(formatCampaignPeriod(null)).toBe('Not set');
    expect(formatCampaignPeriod(undefined, '—')).toBe('—');
    expect(formatCampaignLastDay({ start: '2026-12-01', end: '2026-12-17' })).toBe('2026-12-17');
  });

  it('tells a consumer the last valid day, not the midnight after it', () => {
    expect(formatOffersValidUntil(campaignDayEnd('2027-03-07'))).toBe('03/07/2027');
    expect(formatOffersValidUntil('2027-03-08T00:00:00.000Z')).toBe('03/07/2027');
  });
});
