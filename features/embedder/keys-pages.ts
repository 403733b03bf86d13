import { listApiKeys } from '../../api/api-keys.ts';
import { getPostbackConfig, listPostbackDeliveries } from '../../api/postbacks.ts';
import { listSiteKeys } from '../../api/site-keys.ts';
import { needs } from '../../domain/permissions.ts';
import { type ConsolePageLoaderContext, defineConsolePage, type NoSearch } from '../../kit/console-page.ts';
import { lazyPages } from '../../kit/lazy-page.ts';
import { listSearchSchema } from '../../kit/list-search.ts';
import { embedderParams, ensureAll, ensureEndpoint, ensurePagedList, pagedListLoader } from '../../kit/page-loader.ts';
import { apiKeyQuery, siteKeyQuery } from './keys-queries.ts';
import { keysPagesMessages as words } from './messages/keys-pages.ts';

// The embedder's keys (002 §2 `keys/…`): API keys, site keys and their QR codes, postbacks.
const { ApiKeysPage } = lazyPages(() => import('./api-keys/api-keys-page.tsx'));
const { NewApiKeyPage } = lazyPages(() => import('./api-keys/new-api-key-page.tsx'));
const { EditApiKeyPage } = lazyPages(() => import('./api-keys/edit-api-key-page.tsx'));
const { SiteKeysPage } = lazyPages(() => import('./site-keys/site-keys-page.tsx'));
const { NewSiteKeyPage, EditSiteKeyPage } = lazyPages(() => import('./site-keys/site-key-form-page.tsx'));
// The QR codes (the qrcode package) come with the view page only.
const { SiteKeyViewPage } = lazyPages(() => import('./site-keys/site-key-view-page.tsx'));
const { PostbacksPage } = lazyPages(() => import('./postbacks/postbacks-page.tsx'));

const read = needs('keys', 'read');
const write = needs('keys', 'write');
const SITE_KEYS_LOAD_FAILURE = words.siteKeysLoadFailure;

/** The edit and view pages of one site key: the key with its QR links. */
const siteKeyLoad = {
  loader: ({ params, embedderId = 0, client, queryClient }: ConsolePageLoaderContext<NoSearch, SiteKeyParams>) =>
    queryClient.ensureQueryData(siteKeyQuery(client, embedderId, params.siteKeyId)),
  loadFailure: SITE_KEYS_LOAD_FAILURE,
};
type SiteKeyParams = { readonly siteKeyId: string };

export const embedderKeyPages = [
  defineConsolePage({
    path: 'keys/apiManagement',
    title: words.apiKeys,
    permission: read,
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listApiKeys, embedderParams),
    loadFailure: words.thereWasAnErrorGetting,
    component: ApiKeysPage,
  }),
  defineConsolePage({
    path: 'keys/apiManagement/new',
    title: words.newApiKey,
    permission: write,
    component: NewApiKeyPage,
  }),
  defineConsolePage({
    path: 'keys/apiManagement/$apiId/edit',
    title: words.editApiKey,
    permission: write,
    loader: ({ params, embedderId = 0, client, queryClient }) =>
      queryClient.ensureQueryData(apiKeyQuery(client, embedderId, params.apiId)),
    loadFailure: words.thereWasAnErrorGetting2,
    component: EditApiKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement',
    title: words.siteKeys,
    permission: read,
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listSiteKeys, embedderParams),
    loadFailure: SITE_KEYS_LOAD_FAILURE,
    component: SiteKeysPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/new',
    title: words.newSiteKey,
    permission: write,
    component: NewSiteKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/$siteKeyId/edit',
    title: words.editSiteKey,
    permission: write,
    ...siteKeyLoad,
    component: EditSiteKeyPage,
  }),
  defineConsolePage({
    path: 'keys/siteKeyManagement/$siteKeyId/view',
    title: words.siteKey,
    permission: read,
    ...siteKeyLoad,
    component: SiteKeyViewPage,
  }),
  defineConsolePage({
    path: 'keys/postbacks',
    title: words.postbacks,
    permission: read,
    validateSearch: listSearchSchema,
    // The settings form (postback-settings.tsx) and the delivery log's first page (delivery-log.tsx).
    loader: ({ search, embedderId = 0, ...c }) =>
      ensureAll(
        ensureEndpoint(c, getPostbackConfig, { params: { embedderId } }),
        ensurePagedList(c, { endpoint: listPostbackDeliveries, client: c.client, params: { embedderId }, search }),
      ),
    loadFailure: words.thereWasAnErrorGetting3,
    component: PostbacksPage,
  }),
] as const;
