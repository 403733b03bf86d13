// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LenderCampaignDetail } from '../../../api/lender-campaigns.ts';
import { consoleSession, renderConsolePage } from '../../../tests/component/render-console-page.tsx';
import { summaryPathOf } from './campaign-queries.ts';
import { CampaignSummaryPage } from './campaign-summary-page.tsx';

afterEach(cleanup);

const ID = '70000000-0000-4000-8000-000000000001';
const session = consoleSession('fi', 'cu-admin', { campaigns: ['read'] });
const campaign = (displayStatus: LenderCampaignDetail['displayStatus'], offers = 151): LenderCampaignDetail => ({
  campaignId: ID,
  name: 'Fall 2026 pre-approved offers',
  status: displayStatus === 'BLACKOUT' ? 'SCHEDULED' : displayStatus === 'COMPLETE' ? 'DONE' : 'OFFERS_ACTIVATED',
  displayStatus,
  enrollmentStartsAt: null,
  enrollmentEndsAt: null,
  startsAt: '2026-11-25T11:00:00.000Z',
  expiresAt: '2027-01-25T11:00:00.000Z',
  enrollmentPeriod: null,
  activeOffersPeriod: { start: '2026-11-25', end: '2027-01-24' },
  enrollmentState: 'Enrolled',
  sourceType: null,
  dataFileStatus: 'COMPLETE',
  autoEnrolled: false,
  enrollmentOpen: false,
  summary: { offersGenerated: offers, consumers: 17, redeemed: 3, redeemedAmount: '1500.00' },
  products:
    offers === 0
      ? []
      : [
          {
            productId: 'p1',
            name: '12-Month Share Certificate',
            category: 'CD',
            offersGenerated: 17,
            redeemed: 3,
            redeemedAmount: '1500.00',
          },
        ],
});

function renderSummary(path: string, detail: LenderCampaignDetail) {
  return renderConsolePage(CampaignSummaryPage as ComponentType<never>, {
    path,
    session,
    fiId: 1,
    params: { campaignId: ID },
    answers: { '/fi/:fiId/campaigns/:campaignId': detail },
  });
}

describe('summaryPathOf', () => {
  it('gives each display status its page: details, blackout, complete; enrollment for the next', () => {
    const at = (displayStatus: LenderCampaignDetail['displayStatus']) =>
      summaryPathOf({ campaignId: 'c', displayStatus });
    expect(at('CURRENT')).toBe('/lender/console/campaign/c/details');
    expect(at('BLACKOUT')).toBe('/lender/console/campaign/c/blackout');
    expect(at('COMPLETE')).toBe('/lender/console/campaign/c/complete');
    expect(at('NEXT')).toBe('/lender/console/campaign/upcoming/enrollment');
  });
});

describe('CampaignSummaryPage', () => {
  it('shows the campaign summary and the product summary under their headings', async () => {
    renderSummary(`/lender/console/campaign/${ID}/details`, campaign('CURRENT'));
    await screen.findByRole('heading', { level: 2, name: 'Campaign summary' });
    expect(screen.getByRole('heading', { level: 2, name: 'Product summary' })).toBeTruthy();
    const figures = screen.getByLabelText('Campaign summary');
    expect(within(figures).getByText('151')).toBeTruthy();
    expect(within(figures).getByText('$1,500')).toBeTruthy();
    expect(screen.getByRole('table', { name: 'Product summary', hidden: true })).toBeTruthy();
    expect(document.querySelectorAll('ul[aria-label="Product summary"] > li')).toHaveLength(1);
  });

  it('sends a campaign opened under another status’s page to its own', async () => {
    const { router } = renderSummary(`/lender/console/campaign/${ID}/complete`, campaign('CURRENT'));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/lender/console/campaign/${ID}/details`));
  });

  it('says offers are not generated yet during the blackout', async () => {
    renderSummary(`/lender/console/campaign/${ID}/blackout`, campaign('BLACKOUT', 0));
    expect(await screen.findByText('No offers yet: they are generated before the campaign starts.')).toBeTruthy();
  });
});
