import { listEmbedders } from '../../../api/embedders.ts';
import { needs } from '../../../domain/permissions.ts';
import { type ConsolePageLoaderContext, defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPage } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { ensureAll, ensurePagedList } from '../../../kit/page-loader.ts';
import {
  approvedProductsQuery,
  embedderCampaignSettingsQuery,
  embedderThemeQuery,
  fiBlocklistQuery,
} from './embedder-queries.ts';
import { embedderIdOf, embedderQuery, LOAD_FAILURE } from './shared.ts';

// Loaded when first opened, like every console page.
const EmbeddersPage = lazyPage(() => import('./embedders-page.tsx').then((m) => ({ default: m.EmbeddersPage })));
const NewEmbedderPage = lazyPage(() =>
  import('./embedder-form-page.tsx').then((m) => ({ default: m.NewEmbedderPage })),
);
const EditEmbedderPage = lazyPage(() =>
  import('./embedder-form-page.tsx').then((m) => ({ default: m.EditEmbedderPage })),
);
const EmbedderPage = lazyPage(() => import('./embedder-page.tsx').then((m) => ({ default: m.EmbedderPage })));
const EmbedderThemePage = lazyPage(() =>
  import('./embedder-theme-page.tsx').then((m) => ({ default: m.EmbedderThemePage })),
);
const FiBlocklistPage = lazyPage(() => import('./fi-blocklist-page.tsx').then((m) => ({ default: m.FiBlocklistPage })));
const CampaignSettingsPage = lazyPage(() =>
  import('./campaign-settings-page.tsx').then((m) => ({ default: m.CampaignSettingsPage })),
);
const ApprovedProductsPage = lazyPage(() =>
  import('./approved-products-page.tsx').then((m) => ({ default: m.ApprovedProductsPage })),
);

type EmbedderContext = ConsolePageLoaderContext<Record<string, never>, { embedderId: string }>;
/** A sub-page's own record, ensured beside the embedder. */
type SubLoad = (context: EmbedderContext, embedderId: number) => Promise<unknown>;

/** The embedder the page is about (its name heads the page) and, for a sub-page, that page's record. */
const loadEmbedder =
  (subLoad?: SubLoad) =>
  (context: EmbedderContext): Promise<unknown> => {
    const embedderId = embedderIdOf(context.params);
    const embedder = context.queryClient.ensureQueryData(embedderQuery(context.client, embedderId));
    return subLoad ? ensureAll(embedder, subLoad(context, embedderId)) : embedder;
  };

const read = needs('embedders', 'read');
const write = needs('embedders', 'write');
const embedder = 'embedders/$embedderId';

/** The admin's embedder screens of 002 §2 (users pages are the console-users feature's). */
export const embedderAdminPages = [
  defineConsolePage({
    path: 'embedders',
    title: 'Embedders',
    permission: read,
    validateSearch: listSearchSchema,
    loader: ({ client, queryClient, search }) =>
      ensurePagedList({ queryClient }, { endpoint: listEmbedders, client, search }),
    loadFailure: LOAD_FAILURE,
    component: EmbeddersPage,
  }),
  defineConsolePage({ path: 'embedders/new', title: 'Add embedder', permission: write, component: NewEmbedderPage }),
  defineConsolePage({
    path: embedder,
    title: 'Embedder',
    permission: read,
    loader: loadEmbedder(),
    loadFailure: LOAD_FAILURE,
    component: EmbedderPage,
  }),
  defineConsolePage({
    path: `${embedder}/edit`,
    title: 'Edit embedder',
    permission: write,
    loader: loadEmbedder(),
    loadFailure: LOAD_FAILURE,
    component: EditEmbedderPage,
  }),
  defineConsolePage({
    path: `${embedder}/theme`,
    title: 'Embedder theme',
    permission: write,
    loader: loadEmbedder((c, id) => c.queryClient.ensureQueryData(embedderThemeQuery(c.client, id))),
    loadFailure: 'There was an error getting the theme',
    component: EmbedderThemePage,
  }),
  defineConsolePage({
    path: `${embedder}/fiBlocklist`,
    title: 'Lender blocklist',
    permission: read,
    loader: loadEmbedder((c, id) => c.queryClient.ensureQueryData(fiBlocklistQuery(c.client, id))),
    loadFailure: 'There was an error getting the lenders',
    component: FiBlocklistPage,
  }),
  defineConsolePage({
    path: `${embedder}/settings`,
    title: 'Embedder campaign settings',
    permission: read,
    loader: loadEmbedder((c, id) => c.queryClient.ensureQueryData(embedderCampaignSettingsQuery(c.client, id))),
    loadFailure: 'There was an error getting the settings',
    component: CampaignSettingsPage,
  }),
  defineConsolePage({
    path: `${embedder}/approvedProducts`,
    title: 'Approved products',
    permission: read,
    loader: loadEmbedder((c, id) => c.queryClient.ensureQueryData(approvedProductsQuery(c.client, id))),
    loadFailure: 'There was an error getting the products',
    component: ApprovedProductsPage,
  }),
] as const;
