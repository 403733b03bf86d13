import { getPricingModel, listBillingCampaigns } from '../../../api/billing.ts';
import type { ApiClient } from '../../../api/client.ts';
import { listLenders } from '../../../api/lenders.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { loadedQuery } from '../../../kit/page-loader.ts';

// The billing screens' queries, for the screens and their page loaders (report-admin-pages.ts) alike.

/** The generate form's lender picker: every lender by name. */
export const invoiceLendersQuery = (client: ApiClient) =>
  endpointQuery(client, listLenders, { query: { size: 500, sort: 'name,asc' } });

/** The generate form's campaign picker. */
export const billingCampaignsQuery = (client: ApiClient) => endpointQuery(client, listBillingCampaigns);

/** A lender's pricing model, as the pricing page's LoadedForm reads and replaces it. */
export const pricingModelQuery = (client: ApiClient, fiId: number) =>
  loadedQuery(endpointKey(getPricingModel, { fiId }), (signal) =>
    client.call(getPricingModel, { params: { fiId }, signal, suppressServerErrorRedirect: true }),
  );
