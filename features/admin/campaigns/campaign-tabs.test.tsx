// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { consoleSession, renderConsolePage } from '../../../tests/component/render-console-page.tsx';
import { CampaignAcknowledgementsPage } from '../acknowledgements/campaign-acknowledgements-page.tsx';
import { ProcessingPage } from '../processing/processing-page.tsx';
import { TuExportPage } from '../processing/step-pages.tsx';
import { AdminRedeemLimitPage } from './redeem-limit-page.tsx';

afterEach(cleanup);

const ID = '70000000-0000-4000-8000-000000000003';
const NAME = 'Winter 2027 pre-approved offers';
const session = consoleSession('super', 'admin', { campaigns: ['read', 'write'], processing: ['read', 'write'] });

/** What the admin calls answer, by path. */
const answers = {
  '/uc/campaigns/:ucCampaignId': { ucCampaignId: ID, name: NAME, status: 'ENROLLMENT_STARTED', displayStatus: 'NEXT' },
  '/uc/campaigns/:ucCampaignId/acknowledgements': { content: [] },
  '/lenders': { content: [] },
  '/admin/campaigns/:campaignId/processing': {
    campaignId: ID,
    name: NAME,
    status: 'ENROLLMENT_STARTED',
    open: false,
    complete: false,
    steps: [],
    embedders: [],
    emailPayloads: { total: 0, published: 0, nextPublishAt: null },
  },
  '/admin/uc/campaigns/:ucCampaignId/lenders/:lenderId/redeem-limits': {
    lender: 'Summit Credit Union',
    campaign: NAME,
    products: [],
  },
};

async function renderPage(Page: ComponentType<never>, path: string, title: string) {
  renderConsolePage(Page, { path, session, params: { ucCampaignId: ID, lenderId: '1' }, answers });
  return await screen.findByRole('heading', { level: 1, name: `${NAME}: ${title}` });
}

const base = `/admin/console/uc/campaign/${ID}`;

describe('the admin campaign tabs', () => {
  it.each([
    ['Acknowledgements', '/acknowledgements', CampaignAcknowledgementsPage, 'Change acknowledgements'],
    ['Processing', '/processing', ProcessingPage, 'Campaign processing'],
    ['Processing', '/processing/tu-export', TuExportPage, 'Bureau export'],
    ['Lenders', '/lender/1/redeemLimit', AdminRedeemLimitPage, 'Summit Credit Union redeem limit'],
  ] as const)('the %s tab (%s) keeps the campaign tab bar, marked current', async (tab, path, Page, title) => {
    const heading = await renderPage(Page as ComponentType<never>, `${base}${path}`, title);
    expect(heading.textContent).toBe(`${NAME}: ${title}`);
    const tabs = within(screen.getByRole('navigation', { name: 'Campaign' })).getAllByRole('link');
    expect(tabs.map((tab) => tab.textContent)).toEqual([
      'Details',
      'Lenders',
      'Prescreen',
      'Product Insights',
      'Embedders',
      'Fair lending',
      'Settings',
      'Acknowledgements',
      'Processing',
    ]);
    // The tab is marked on its pages below it too (a processing step), and no other tab is.
    const current = tabs.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual([tab]);
  });
});
