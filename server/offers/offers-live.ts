import { type CampaignTimes, offersAvailability } from '../../domain/catalog/campaign-calendar.ts';
import { ApiError } from '../http/api-error.ts';

/**
 * Refuses a consumer's offers call unless the campaign's offers are live (domain `offersAvailability`): 410
 * OFFERS_EXPIRED after the active offers period, 409 OFFERS_NOT_ACTIVATED before it or before activation. Listing,
 * details and redeeming all ask here, so an activation scheduled ahead of the period shows and sells nothing.
 */
export function assertCampaignOffersLive(campaign: CampaignTimes, now: Date): void {
  const availability = offersAvailability(campaign, now);
  if (availability === 'expired') throw new ApiError(410, 'OFFERS_EXPIRED', 'These offers have expired.');
  if (availability === 'notYet') throw new ApiError(409, 'OFFERS_NOT_ACTIVATED', 'Your offers are not available yet.');
}
