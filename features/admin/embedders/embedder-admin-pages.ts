import type { EnsureQueryDataOptions, QueryKey } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { listEmbedders } from '../../../api/embedders.ts';
import { needs } from '../../../domain/permissions.ts';
import { type ConsolePageLoaderContext, defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { ensureAll, pagedListLoader } from '../../../kit/page-loader.ts';
import { embeddersEmbedderAdminPagesMessages as words } from '../messages/embedders-embedder-admin-pages.ts';
import {
  approvedProductsQuery,
  embedderCampaignSettingsQuery,
  embedderThemeQuery,
  fiBlocklistQuery,
} from './embedder-queries.ts';
import { embedderIdOf, embedderQuery, LOAD_FAILURE } from './shared.ts';

// Loaded when first opened, like every console page.
const { EmbeddersPage } = lazyPages(() => import('./embedders-page.tsx'));
const { NewEmbedderPage, EditEmbedderPage } = lazyPages(() => import('./embedder-form-page.tsx'));
const { EmbedderPage } = lazyPages(() => import('./embedder-page.tsx'));
const { EmbedderThemePage } = lazyPages(() => import('./embedder-theme-page.tsx'));
const { FiBlocklistPage } = lazyPages(() => import('./fi-blocklist-page.tsx'));
const { CampaignSettingsPage } = lazyPages(() => import('./campaign-settings-page.tsx'));
const { ApprovedProductsPage } = lazyPages(() => import('./approved-products-page.tsx'));

type EmbedderContext = ConsolePageLoaderContext<Record<string, never>, { embedderId: string }>;
/** A sub-page's own record: the query its screen reads (embedder-queries.ts), ensured beside the embedder. */
type SubQuery<Data> = (client: ApiClient, embedderId: number) => EnsureQueryDataOptions<Data, Error, Data, QueryKey>;

/** The embedder the page is about (its name heads the page) and, for a sub-page, that page's record. */
const loadEmbedder =
  <Data>(subQuery?: SubQuery<Data>) =>
  (context: EmbedderContext): Promise<unknown> => {
    const embedderId = embedderIdOf(context.params);
    const embedder = context.queryClient.ensureQueryData(embedderQuery(context.client, embedderId));
    if (!subQuery) return embedder;
    return ensureAll(embedder, context.queryClient.ensureQueryData(subQuery(context.client, embedderId)));
  };

const read = needs('embedders', 'read');
const write = needs('embedders', 'write');
const embedder = 'embedders/$embedderId';

/** The admin's embedder screens of 002 §2 (users pages are the console-users feature's). */
export const embedderAdminPages = [
  defineConsolePage({
    path: 'embedders',
    title: words.embedders,
    permission: read,
    validateSearch: listSearchSchema,
    loader: pagedListLoader(listEmbedders),
    loadFailure: LOAD_FAILURE,
    component: EmbeddersPage,
  }),
  defineConsolePage({ path: 'embedders/new', title: words.addEmbedder, permission: write, component: NewEmbedderPage }),
  defineConsolePage({
    path: embedder,
    title: words.embedder,
    permission: read,
    loader: loadEmbedder(),
    loadFailure: LOAD_FAILURE,
    component: EmbedderPage,
  }),
  defineConsolePage({
    path: `${embedder}/edit`,
    title: words.editEmbedder,
    permission: write,
    loader: loadEmbedder(),
    loadFailure: LOAD_FAILURE,
    component: EditEmbedderPage,
  }),
  defineConsolePage({
    path: `${embedder}/theme`,
    title: words.embedderTheme,
    permission: write,
    loader: loadEmbedder(embedderThemeQuery),
    loadFailure: words.thereWasAnErrorGetting,
    component: EmbedderThemePage,
  }),
  defineConsolePage({
    path: `${embedder}/fiBlocklist`,
    title: words.lenderBlocklist,
    permission: read,
    loader: loadEmbedder(fiBlocklistQuery),
    loadFailure: words.thereWasAnErrorGetting2,
    component: FiBlocklistPage,
  }),
  defineConsolePage({
    path: `${embedder}/settings`,
    title: words.embedderCampaignSettings,
    permission: read,
    loader: loadEmbedder(embedderCampaignSettingsQuery),
    loadFailure: words.thereWasAnErrorGetting3,
    component: CampaignSettingsPage,
  }),
  defineConsolePage({
    path: `${embedder}/approvedProducts`,
    title: words.approvedProducts,
    permission: read,
    loader: loadEmbedder(approvedProductsQuery),
    loadFailure: words.thereWasAnErrorGetting4,
    component: ApprovedProductsPage,
  }),
] as const;
