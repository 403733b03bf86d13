import { getCatalogueStipulation, listCatalogueStipulations } from '../../../api/stipulation-catalogue.ts';
import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';
import { ensureEndpoint, pagedListLoader } from '../../../kit/page-loader.ts';
import { stipulationsStipulationAdminPagesMessages as words } from '../messages/stipulations-stipulation-admin-pages.ts';

const { StipulationsPage } = lazyPages(() => import('./stipulations-page.tsx'));
const { NewStipulationPage, EditStipulationPage } = lazyPages(() => import('./stipulation-form-page.tsx'));

const FAILURE = words.loadFailure;
const read = needs('stipulations', 'read');
const write = needs('stipulations', 'write');

/** The stipulation catalogue (002 §2 stipulations, stipulations/new, stipulations/{stipulationId}/edit). */
export const stipulationPages = [
  defineConsolePage({
    path: 'stipulations',
    title: words.stipulations,
    permission: read,
    validateSearch: listSearchSchema,
    // The table's own list (StipulationsPage passes the same endpoint and search).
    loader: pagedListLoader(listCatalogueStipulations),
    loadFailure: FAILURE,
    component: StipulationsPage,
  }),
  defineConsolePage({
    path: 'stipulations/new',
    title: words.addStipulation,
    permission: write,
    component: NewStipulationPage,
  }),
  defineConsolePage({
    path: 'stipulations/$stipulationId/edit',
    title: words.editStipulation,
    permission: write,
    // The record EditStipulationPage reads (endpointQuery of the same call).
    loader: ({ params, ...c }) =>
      ensureEndpoint(c, getCatalogueStipulation, { params: { stipulationId: params.stipulationId } }),
    loadFailure: FAILURE,
    component: EditStipulationPage,
  }),
] as const;
