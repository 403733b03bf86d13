/**
 * The seed's config toasts not already said elsewhere (002 §8 "Config toasts"; decision 0643). The seed names the
 * situations, not the words: these are ours, one sentence each, and each is raised where its situation happens.
 */
export const CONFIG_TOASTS = {
  /** A stipulation of the admin's catalogue asked for by an id nothing has (removed, or a stale link). */
  stipulationIdMissing: 'Stipulation ID is missing',
  /** Deleting a branch (the LOS's branch reference) that is no longer there. */
  losIdDeleteFailed: 'Delete failed: LOS ID not found',
  /** A campaign's offer figures asked for before its offers were generated. */
  reportsNotGenerated: 'Reports have not been generated yet',
  redemptionReportFailed: 'The redemption report failed to load',
  /** The what-if projection: the draft's figures against the saved rules'. */
  varianceReportFailed: 'The variance report failed to load',
  /** The campaign's Product Insights: offers generated, viewed and redeemed per product. */
  offersGeneratedReportFailed: 'The offers generated report failed to load',
  /** The projection summary: how the lender's consumers distribute over its products. */
  consumerDistributionReportFailed: 'The consumer distribution report failed to load',
} as const;
