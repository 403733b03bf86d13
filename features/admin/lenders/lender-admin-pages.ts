import { getConsoleSettings } from '../../../api/console-settings.ts';
import { embedderBlocklistQuery } from '../../../console/lender-setup/embedder-blocklist-query.ts';
import { needs, type PermissionArea } from '../../../domain/permissions.ts';
import type { OnboardingStatus } from '../../../domain/validation/financial-institution.ts';
import type { ConsolePageLoaderContext } from '../../../kit/console-page.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { type ListSearch, listSearchSchema } from '../../../kit/list-search.ts';
import { ensureAll, ensureEndpoint, ensurePagedList } from '../../../kit/page-loader.ts';
import { lendersLenderAdminPagesMessages as words } from '../messages/lenders-lender-admin-pages.ts';
import { lenderListSource } from './lender-list-source.ts';
import { LENDER_LOAD_FAILURE, lenderQuery } from './use-lender.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const pages = () => import('./lenders-list-page.tsx');
const forms = () => import('./lender-form-pages.tsx');
const setup = () => import('./lender-setup-pages.tsx');
const { LendersPage, ProspectsPage } = lazyPages(pages);
const { NewLenderPage, EditLenderPage, NewProspectPage, EditProspectPage } = lazyPages(forms);
const { LenderViewPage } = lazyPages(() => import('./lender-view-page.tsx'));
const { LenderSettingsPage } = lazyPages(() => import('./lender-settings-page.tsx'));
const { LenderConfigurationPage, LenderEmbedderBlocklistPage } = lazyPages(setup);

type LenderContext = ConsolePageLoaderContext<Record<string, never>, { lenderId: string }>;

/** The Lenders or Prospects tab: the first page of its list. */
const loadList =
  (status: OnboardingStatus) =>
  ({ client, queryClient, search }: ConsolePageLoaderContext<ListSearch>) =>
    ensurePagedList({ queryClient }, lenderListSource(status, client, search));

/** The lender the page is about (its name heads every lender page). */
const loadLender = ({ client, queryClient, params }: LenderContext) =>
  queryClient.ensureQueryData(lenderQuery(client, params.lenderId));

const read = (area: PermissionArea) => needs(area, 'read');
const write = (area: PermissionArea) => needs(area, 'write');

/**
 * The admin's lender and prospect pages (issue 12 deliverables 1 and 2). Users, pricing and marketplace settings
 * pages of a lender come from their own issues; admin-pages.ts keeps those entries.
 */
export const lenderAdminPages = [
  defineConsolePage({
    path: 'lenders',
    title: words.lenders,
    permission: read('lenders'),
    validateSearch: listSearchSchema,
    loader: loadList('ONBOARDED'),
    loadFailure: words.thereWasAnErrorGetting,
    component: LendersPage,
  }),
  defineConsolePage({
    path: 'lenders/new',
    title: words.addLender,
    permission: write('lenders'),
    component: NewLenderPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId',
    title: words.lender,
    permission: read('lenders'),
    loader: loadLender,
    loadFailure: LENDER_LOAD_FAILURE,
    component: LenderViewPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/edit',
    title: words.editLender,
    permission: write('lenders'),
    loader: loadLender,
    loadFailure: LENDER_LOAD_FAILURE,
    component: EditLenderPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/embedderBlocklist',
    title: words.embedderBlocklist,
    permission: read('lenders'),
    loader: (c) =>
      ensureAll(
        loadLender(c),
        c.queryClient.ensureQueryData(embedderBlocklistQuery(c.client, Number(c.params.lenderId))),
      ),
    loadFailure: words.thereWasAnErrorGetting2,
    component: LenderEmbedderBlocklistPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/settings',
    title: words.lenderSettings,
    permission: read('lenders'),
    loader: loadLender,
    loadFailure: LENDER_LOAD_FAILURE,
    component: LenderSettingsPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/configuration',
    title: words.lenderConfiguration,
    permission: read('lenders'),
    loader: (c) =>
      ensureAll(loadLender(c), ensureEndpoint(c, getConsoleSettings, { params: { fiId: Number(c.params.lenderId) } })),
    loadFailure: words.thereWasAnErrorGetting3,
    component: LenderConfigurationPage,
  }),
  defineConsolePage({
    path: 'prospects',
    title: words.prospects,
    permission: read('lenders'),
    validateSearch: listSearchSchema,
    loader: loadList('PROSPECT'),
    loadFailure: words.thereWasAnErrorGetting4,
    component: ProspectsPage,
  }),
  defineConsolePage({
    path: 'prospects/new',
    title: words.addProspect,
    permission: write('lenders'),
    component: NewProspectPage,
  }),
  defineConsolePage({
    path: 'prospects/$lenderId/edit',
    title: words.editProspect,
    permission: write('lenders'),
    loader: loadLender,
    loadFailure: LENDER_LOAD_FAILURE,
    component: EditProspectPage,
  }),
] as const;
