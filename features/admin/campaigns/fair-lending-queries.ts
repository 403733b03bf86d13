import type { ApiClient } from '../../../api/client.ts';
import { getCensusTractSummary, getFairLendingReport } from '../../../api/fair-lending.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';

/** The campaign's fair-lending pre-check: the Fair lending tab and the activation dialog read the same entry. */
export const fairLendingQuery = (client: ApiClient, ucCampaignId: string) =>
  endpointQuery(client, getFairLendingReport, { params: { ucCampaignId } });

export const censusTractsQuery = (client: ApiClient) => endpointQuery(client, getCensusTractSummary, {});
/** Prefix keys (the path alone) that match every entry of the endpoint, for invalidation after an upload. */
export const censusTractsKey = () => endpointKey(getCensusTractSummary);
/** Every campaign's report reads the tracts: an upload invalidates them all. */
export const fairLendingReportsKey = () => endpointKey(getFairLendingReport);
