import { type CampaignStatus, type DisplayCampaignStatus, toDisplayCampaignStatus } from './campaign-status.ts';

/**
 * A campaign's calendar (decisions 0375, 0536): its periods are whole days in the campaign's time zone, UTC for
 * every campaign. A period is stored as instants — the first day's midnight and the midnight after the last day
 * (exclusive) — and shown as its inclusive first and last days, by these functions only.
 */
export const CAMPAIGN_TIME_ZONE = 'UTC';
const DAY_MS = 86_400_000;

/** Inclusive first and last days, YYYY-MM-DD. */
export interface CampaignPeriod {
  readonly start: string;
  readonly end: string;
}
export type Instant = Date | string | number;
const ms = (at: Instant) => new Date(at).getTime();

/** The instant a campaign day begins. */
export const campaignDayStart = (day: string): Date => new Date(`${day}T00:00:00Z`);
/** The exclusive end of a period whose last day is `day`: the next midnight. */
export const campaignDayEnd = (day: string): Date => new Date(campaignDayStart(day).getTime() + DAY_MS);
/** The campaign day an instant falls in. */
export const campaignDayOf = (at: Instant): string => new Date(ms(at)).toISOString().slice(0, 10);
/** The last day of a period that ends (exclusively) at `end`. */
export const campaignLastDayOf = (end: Instant): string => campaignDayOf(ms(end) - 1);
/** A stored period (start instant, exclusive end instant) as its inclusive days. */
export const campaignPeriodOf = (start: Instant, end: Instant): CampaignPeriod => ({
  start: campaignDayOf(start),
  end: campaignLastDayOf(end),
});
/** The campaign day `days` after the one `at` falls in (negative: before). */
export const campaignDayFrom = (at: Instant, days: number): string => campaignDayOf(ms(at) + days * DAY_MS);

/** What "live" and "current" are judged by: the status and the active offers period. */
export interface CampaignTimes {
  readonly status: CampaignStatus | string;
  readonly startsAt: Instant;
  readonly expiresAt: Instant;
}

/** Offers are seen and redeemed only while activated and inside the active offers period. */
export const offersLive = (campaign: CampaignTimes, now: Instant): boolean =>
  campaign.status === 'OFFERS_ACTIVATED' && ms(campaign.startsAt) <= ms(now) && ms(now) < ms(campaign.expiresAt);

/** Activated ahead of its period (a scheduled activation): its offers go live on the first day. */
export const activationScheduled = (campaign: CampaignTimes, now: Instant): boolean =>
  campaign.status === 'OFFERS_ACTIVATED' && ms(now) < ms(campaign.startsAt);

/**
 * The display status every console shows (002 §4) at `now`: an activated campaign is CURRENT only while its offers
 * are live — BLACKOUT while its activation is scheduled, COMPLETE once its period is over.
 */
export function campaignDisplayStatus(campaign: CampaignTimes, now: Instant): DisplayCampaignStatus {
  if (campaign.status !== 'OFFERS_ACTIVATED') return toDisplayCampaignStatus(campaign.status as CampaignStatus);
  if (activationScheduled(campaign, now)) return 'BLACKOUT';
  return offersLive(campaign, now) ? 'CURRENT' : 'COMPLETE';
}

/**
 * THE current campaign (one definition for the admin, lender, embedder consoles and the consumer side): the campaign
 * whose offers are live now; when periods overlap, the one that started last.
 */
export function currentCampaignOf<T extends CampaignTimes>(campaigns: readonly T[], now: Instant): T | undefined {
  return campaigns
    .filter((campaign) => offersLive(campaign, now))
    .reduce<T | undefined>(
      (best, campaign) => (!best || ms(campaign.startsAt) > ms(best.startsAt) ? campaign : best),
      undefined,
    );
}

/** Where a campaign's offers stand for a consumer at `now`: live, not yet (or not activated), or expired. */
export function offersAvailability(campaign: CampaignTimes, now: Instant): 'live' | 'notYet' | 'expired' {
  if (campaign.status === 'DONE' || ms(now) >= ms(campaign.expiresAt)) return 'expired';
  return offersLive(campaign, now) ? 'live' : 'notYet';
}

/** A campaign's stored bounds (the enrollment ones may be unset). */
export interface CampaignBounds {
  readonly enrollmentStartsAt: Instant | null;
  readonly enrollmentEndsAt: Instant | null;
  readonly startsAt: Instant;
  readonly expiresAt: Instant;
}

/** The enrollment and active offers periods every console and the consumer side show, as inclusive days. */
export const campaignPeriodsOf = (campaign: CampaignBounds) => ({
  enrollmentPeriod:
    campaign.enrollmentStartsAt && campaign.enrollmentEndsAt
      ? campaignPeriodOf(campaign.enrollmentStartsAt, campaign.enrollmentEndsAt)
      : null,
  activeOffersPeriod: campaignPeriodOf(campaign.startsAt, campaign.expiresAt),
});
