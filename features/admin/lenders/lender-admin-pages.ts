import { lazy } from 'react';
import { needs, type PermissionArea } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { listSearchSchema } from '../../../kit/list-search.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const pages = () => import('./lenders-list-page.tsx');
const forms = () => import('./lender-form-pages.tsx');
const setup = () => import('./lender-setup-pages.tsx');
const LendersPage = lazy(() => pages().then((m) => ({ default: m.LendersPage })));
const ProspectsPage = lazy(() => pages().then((m) => ({ default: m.ProspectsPage })));
const NewLenderPage = lazy(() => forms().then((m) => ({ default: m.NewLenderPage })));
const EditLenderPage = lazy(() => forms().then((m) => ({ default: m.EditLenderPage })));
const NewProspectPage = lazy(() => forms().then((m) => ({ default: m.NewProspectPage })));
const EditProspectPage = lazy(() => forms().then((m) => ({ default: m.EditProspectPage })));
const LenderViewPage = lazy(() => import('./lender-view-page.tsx').then((m) => ({ default: m.LenderViewPage })));
const LenderSettingsPage = lazy(() =>
  import('./lender-settings-page.tsx').then((m) => ({ default: m.LenderSettingsPage })),
);
const LenderConfigurationPage = lazy(() => setup().then((m) => ({ default: m.LenderConfigurationPage })));
const LenderEmbedderBlocklistPage = lazy(() => setup().then((m) => ({ default: m.LenderEmbedderBlocklistPage })));

const read = (area: PermissionArea) => needs(area, 'read');
const write = (area: PermissionArea) => needs(area, 'write');

/**
 * The admin's lender and prospect pages (issue 12 deliverables 1 and 2). Users, pricing and marketplace settings
 * pages of a lender come from their own issues; admin-pages.ts keeps those entries.
 */
export const lenderAdminPages = [
  defineConsolePage({
    path: 'lenders',
    title: 'Lenders',
    permission: read('lenders'),
    validateSearch: listSearchSchema,
    component: LendersPage,
  }),
  defineConsolePage({
    path: 'lenders/new',
    title: 'Add lender',
    permission: write('lenders'),
    component: NewLenderPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId',
    title: 'Lender',
    permission: read('lenders'),
    component: LenderViewPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/edit',
    title: 'Edit lender',
    permission: write('lenders'),
    component: EditLenderPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/embedderBlocklist',
    title: 'Embedder blocklist',
    permission: read('lenders'),
    component: LenderEmbedderBlocklistPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/settings',
    title: 'Lender settings',
    permission: read('lenders'),
    component: LenderSettingsPage,
  }),
  defineConsolePage({
    path: 'lenders/$lenderId/configuration',
    title: 'Lender configuration',
    permission: read('lenders'),
    component: LenderConfigurationPage,
  }),
  defineConsolePage({
    path: 'prospects',
    title: 'Prospects',
    permission: read('lenders'),
    validateSearch: listSearchSchema,
    component: ProspectsPage,
  }),
  defineConsolePage({
    path: 'prospects/new',
    title: 'Add prospect',
    permission: write('lenders'),
    component: NewProspectPage,
  }),
  defineConsolePage({
    path: 'prospects/$lenderId/edit',
    title: 'Edit prospect',
    permission: write('lenders'),
    component: EditProspectPage,
  }),
] as const;
