import type { CampaignStatus } from '../catalog/campaign-status.ts';

export const projectionsUnavailableMessage = (status: string): string =>
  `Projections are unavailable while the campaign is in status ${status}.`;
export const NO_COMPLETED_CAMPAIGN_MESSAGE = 'Projections need a completed campaign to project from.';

/**
 * 002 §4 "Projections are unavailable for some campaign phases; the message names the status" (which phases is not
 * shown): a projection is for the latest campaign that is not finished; it runs while that campaign is created or
 * in enrollment, and is unavailable once it is scheduled, generating, live or there is none (the latest status is named).
 */
export function projectionAvailability(
  latest: { status: CampaignStatus } | undefined,
  /** The campaign lifecycle's answer: is it still before processing (created or in enrollment)? */
  beforeProcessing: (status: CampaignStatus) => boolean,
): {
  available: boolean;
  message: string | null;
} {
  if (!latest) return { available: false, message: projectionsUnavailableMessage('NONE') };
  return beforeProcessing(latest.status)
    ? { available: true, message: null }
    : { available: false, message: projectionsUnavailableMessage(latest.status) };
}

/** Redeem rate used when the source campaign offered the product to nobody (no history to learn from). */
export const DEFAULT_PROJECTED_REDEEM_RATE = 0.05;

/**
 * Projected redeems of a product: its offers times the product's redeem rate in the source campaign (redeems per
 * offer made), or the default rate when the source campaign made it no offers; rounded to whole redeems.
 */
export function projectedRedeems(offers: number, history: { offers: number; redeems: number }): number {
  const rate = history.offers > 0 ? history.redeems / history.offers : DEFAULT_PROJECTED_REDEEM_RATE;
  return Math.round(offers * rate);
}
