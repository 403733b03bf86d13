import { lazy } from 'react';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';

// Loaded when first opened, like every console page.
const EmbeddersPage = lazy(() => import('./embedders-page.tsx').then((m) => ({ default: m.EmbeddersPage })));
const NewEmbedderPage = lazy(() => import('./embedder-form-page.tsx').then((m) => ({ default: m.NewEmbedderPage })));
const EditEmbedderPage = lazy(() => import('./embedder-form-page.tsx').then((m) => ({ default: m.EditEmbedderPage })));
const EmbedderPage = lazy(() => import('./embedder-page.tsx').then((m) => ({ default: m.EmbedderPage })));
const EmbedderThemePage = lazy(() =>
  import('./embedder-theme-page.tsx').then((m) => ({ default: m.EmbedderThemePage })),
);
const FiBlocklistPage = lazy(() => import('./fi-blocklist-page.tsx').then((m) => ({ default: m.FiBlocklistPage })));
const CampaignSettingsPage = lazy(() =>
  import('./campaign-settings-page.tsx').then((m) => ({ default: m.CampaignSettingsPage })),
);
const ApprovedProductsPage = lazy(() =>
  import('./approved-products-page.tsx').then((m) => ({ default: m.ApprovedProductsPage })),
);

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
    component: EmbeddersPage,
  }),
  defineConsolePage({ path: 'embedders/new', title: 'Add embedder', permission: write, component: NewEmbedderPage }),
  defineConsolePage({ path: embedder, title: 'Embedder', permission: read, component: EmbedderPage }),
  defineConsolePage({
    path: `${embedder}/edit`,
    title: 'Edit embedder',
    permission: write,
    component: EditEmbedderPage,
  }),
  defineConsolePage({
    path: `${embedder}/theme`,
    title: 'Embedder theme',
    permission: write,
    component: EmbedderThemePage,
  }),
  defineConsolePage({
    path: `${embedder}/fiBlocklist`,
    title: 'Lender blocklist',
    permission: read,
    component: FiBlocklistPage,
  }),
  defineConsolePage({
    path: `${embedder}/settings`,
    title: 'Embedder campaign settings',
    permission: read,
    component: CampaignSettingsPage,
  }),
  defineConsolePage({
    path: `${embedder}/approvedProducts`,
    title: 'Approved products',
    permission: read,
    component: ApprovedProductsPage,
  }),
] as const;
