import { type CampaignPeriod, campaignLastDayOf, type Instant } from '../catalog/campaign-calendar.ts';
import { formatDate } from './date.ts';

/**
 * Campaign dates as people read them, the one place every console and the consumer pages take them from (decision
 * 0536). Consoles show plain calendar days (YYYY-MM-DD, decision 0508); a period is its inclusive first and last day.
 */
export const formatCampaignPeriod = (period: CampaignPeriod | null | undefined, none = 'Not set'): string =>
  period ? `${period.start} to ${period.end}` : none;

/** The last day of a period, as a console shows it ('2026-12-17'). */
export const formatCampaignLastDay = (period: CampaignPeriod | null | undefined, none = '—'): string =>
  period ? period.end : none;

/**
 * The last day a consumer's offers are valid, en-US for people (001 §9: '12/17/2026'), from the offers' exclusive end
 * instant — the day before the midnight it names.
 */
export const formatOffersValidUntil = (expiresAt: Instant, locale?: string): string =>
  formatDate(campaignLastDayOf(expiresAt), locale);
