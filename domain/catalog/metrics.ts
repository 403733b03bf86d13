/** Offer metric names (000 §3) and the two metric lists of a campaign metrics response. */
export const OFFER_METRICS = [
  'offers_generated',
  'offers_redeemed',
  'offers_redemption_amount',
  'users_reached',
  'offers_viewed',
  'offers_previewed',
  'offers_clicked',
  'inventory',
] as const;
export type OfferMetric = (typeof OFFER_METRICS)[number];

export const CAMPAIGN_METRIC_LISTS = ['metricsSummary', 'offerMetrics'] as const;
export type CampaignMetricList = (typeof CAMPAIGN_METRIC_LISTS)[number];

export interface MetricPair {
  readonly name: string;
  readonly value: number | string;
}

/** Folds a list of name/value pairs into an object; a later duplicate name wins. */
export const foldMetrics = (pairs: readonly MetricPair[]): Record<string, number | string> =>
  Object.fromEntries(pairs.map((pair) => [pair.name, pair.value]));
