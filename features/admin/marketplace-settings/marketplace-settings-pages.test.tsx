// @vitest-environment happy-dom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../../domain/validation/marketplace-settings.ts';
import { consoleSession, renderConsolePage } from '../../../tests/component/render-console-page.tsx';
import { MarketplaceSettingsListPage } from './marketplace-settings-pages.tsx';

afterEach(cleanup);

const session = consoleSession('super', 'admin', { lenders: ['read', 'write'], campaigns: ['read', 'write'] });
const WINTER = '70000000-0000-4000-8000-000000000003';
const campaigns = [
  { ucCampaignId: '70000000-0000-4000-8000-000000000002', name: 'Spring 2026', status: 'DONE' },
  { ucCampaignId: '70000000-0000-4000-8000-000000000001', name: 'Fall 2026', status: 'OFFERS_ACTIVATED' },
  { ucCampaignId: WINTER, name: 'Winter 2027', status: 'ENROLLMENT_STARTED' },
];

function renderList(content: typeof campaigns) {
  return renderConsolePage(MarketplaceSettingsListPage as ComponentType<never>, {
    path: '/admin/console/lenders/1/ucCampaign/next/marketplaceSettings',
    session,
    params: { lenderId: '1', ucCampaignId: 'next' },
    answers: {
      '/uc/campaigns': { content, page: 0, size: 100, totalElements: content.length, totalPages: 1 },
      '/fi/:fiId': { name: 'Summit Credit Union' },
      '/fi/:fiId/marketplaceSettings': ({ query }: { query?: unknown }) => ({
        ucCampaignId: (query as { ucCampaignId: string }).ucCampaignId,
        campaignName: 'Winter 2027',
        campaignStatus: 'ENROLLMENT_STARTED',
        editability: 'editable',
        message: null,
        content: [],
      }),
    },
  });
}

describe('the admin marketplace workflow of a lender (ucCampaign/next)', () => {
  it('opens the next campaign’s workflows and names the lender', async () => {
    const { call } = renderList(campaigns);
    await screen.findByRole('heading', { level: 1, name: 'Marketplace workflow configuration: Summit Credit Union' });
    expect(await screen.findByText('Winter 2027')).toBeTruthy();
    const listed = call.mock.calls.find(([endpoint]) => endpoint.path === '/fi/:fiId/marketplaceSettings');
    expect(listed?.[1]).toMatchObject({ params: { fiId: 1 }, query: { ucCampaignId: WINTER } });
  });

  it('says workflows are unavailable when there is no next campaign', async () => {
    renderList(campaigns.slice(0, 2));
    expect(await screen.findByText(MARKETPLACE_SETTINGS_MESSAGES.unavailable)).toBeTruthy();
  });

  it('marks only the answers a workflow needs as required: application and re-evaluation fields may stay empty', async () => {
    renderList(campaigns);
    fireEvent.click(await screen.findByRole('button', { name: 'Add marketplace workflow' }));
    const legend = (name: string) => within(screen.getByRole('group', { name: new RegExp(`^${name}`) }));
    expect(legend('Applicable products').queryByText('*')).not.toBeNull();
    expect(legend('Required application fields').queryByText('*')).toBeNull();
    expect(legend('Fields to re-evaluate').queryByText('*')).toBeNull();
  });
});
