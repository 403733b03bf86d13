import type { ApiClient } from '../../../api/client.ts';
import {
  getApprovedProducts,
  getEmbedderCampaignSettings,
  getEmbedderTheme,
  getFiBlocklist,
} from '../../../api/embedders.ts';
import { endpointKey, endpointQuery } from '../../../api/query-options.ts';
import { loadedQuery } from '../../../kit/page-loader.ts';

// The queries of an embedder's sub-pages, for the screens and their page loaders (embedder-admin-pages.ts) alike.
// Failures show in place or in the route's error component, not on the server-error page.
const inPlace = { suppressServerErrorRedirect: true } as const;

/** The theme page's saved colours (a save's answer replaces it). */
export const embedderThemeQuery = (client: ApiClient, embedderId: number) =>
  endpointQuery(client, getEmbedderTheme, { params: { embedderId } }, inPlace);

/** The FI blocklist as BlocklistTable reads it: the lender rows. */
export const fiBlocklistQuery = (client: ApiClient, embedderId: number) =>
  loadedQuery(
    endpointKey(getFiBlocklist, { embedderId }),
    async (signal) => (await client.call(getFiBlocklist, { params: { embedderId }, signal, ...inPlace })).lenders,
  );

/** The campaign settings record of the settings page's LoadedForm. */
export const embedderCampaignSettingsQuery = (client: ApiClient, embedderId: number) =>
  loadedQuery(endpointKey(getEmbedderCampaignSettings, { embedderId }), (signal) =>
    client.call(getEmbedderCampaignSettings, { params: { embedderId }, signal, ...inPlace }),
  );

/** The approved product types of the approved-products page's LoadedForm. */
export const approvedProductsQuery = (client: ApiClient, embedderId: number) =>
  loadedQuery(endpointKey(getApprovedProducts, { embedderId }), (signal) =>
    client.call(getApprovedProducts, { params: { embedderId }, signal, ...inPlace }),
  );
