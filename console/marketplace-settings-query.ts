import type { ApiClient } from '../api/client.ts';
import { listMarketplaceSettings } from '../api/marketplace-settings.ts';
import { endpointQuery } from '../api/query-options.ts';

/**
 * A lender's marketplace workflows for one campaign: the query of MarketplaceSettingsPanel and of the loaders of the
 * pages that show it (a plain module, so a page table can import it without the panel).
 */
export const marketplaceSettingsQuery = (client: ApiClient, fiId: number, ucCampaignId: string) =>
  endpointQuery(client, listMarketplaceSettings, { params: { fiId }, query: { ucCampaignId } });
