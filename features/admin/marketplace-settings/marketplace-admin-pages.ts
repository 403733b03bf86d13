import { needs } from '../../../domain/permissions.ts';
import { defineConsolePage } from '../../../kit/console-page.ts';
import { lazyPages } from '../../../kit/lazy-page.ts';
import { marketplaceSettingsMarketplaceAdminPagesMessages as words } from '../messages/marketplace-settings-marketplace-admin-pages.ts';
import { loadMarketplaceSettings } from './marketplace-queries.ts';

// Loaded when first opened: console pages stay out of the consumer's first download.
const {
  MarketplaceSettingsListPage: ListPage,
  NewMarketplaceSettingsPage: NewPage,
  EditMarketplaceSettingsPage: EditPage,
  ViewMarketplaceSettingsPage: ViewPage,
} = lazyPages(() => import('./marketplace-settings-pages.tsx'));

const read = needs('lenders', 'read');
const write = needs('lenders', 'write');
const root = 'lenders/$lenderId/ucCampaign/$ucCampaignId/marketplaceSettings';
// Every page shows the lender (its title) and the campaign's workflows, even new and edit (the form sits among them).
const loaded = { loader: loadMarketplaceSettings, loadFailure: words.thereWasAnErrorGetting };

/** A lender's marketplace workflows for a campaign (002 §2 marketplace workflow configuration: new, edit, view). */
export const lenderMarketplaceAdminPages = [
  defineConsolePage({
    ...loaded,
    path: root,
    title: words.marketplaceWorkflowConfiguration,
    permission: read,
    component: ListPage,
  }),
  defineConsolePage({
    ...loaded,
    path: `${root}/new`,
    title: words.newMarketplaceWorkflow,
    permission: write,
    component: NewPage,
  }),
  defineConsolePage({
    ...loaded,
    path: `${root}/$marketplaceSettingsId/edit`,
    title: words.editMarketplaceWorkflow,
    permission: write,
    component: EditPage,
  }),
  defineConsolePage({
    ...loaded,
    path: `${root}/$marketplaceSettingsId/view`,
    title: words.marketplaceWorkflowConfiguration,
    permission: read,
    component: ViewPage,
  }),
] as const;
