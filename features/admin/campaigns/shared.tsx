import { Badge, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import type { DisplayCampaignStatus } from '../../../domain/catalog/campaign-status.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { TabNav } from '../../../kit/tab-nav.tsx';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsSharedMessages as m } from '../messages/campaigns-shared.ts';
import { CAMPAIGN_LOAD_FAILURE, campaignQuery } from './campaign-queries.ts';

export const CAMPAIGNS_ROOT = '/admin/console/uc/campaign';
/** A campaign's tab pages (campaign-admin-pages.ts): '' is its details. */
export type CampaignTab = (typeof TABS)[number][1];
/** A link to one of a campaign's tabs, checked against the route tree where it is built. */
export const campaignLink = (ucCampaignId: string, tab: CampaignTab = '') =>
  linkOptions({
    to: `/admin/console/uc/campaign/$ucCampaignId${tab ? (`/${tab}` as const) : ''}` as const,
    params: { ucCampaignId },
  });

export function useCampaign(client: ApiClient, id: string) {
  return useQuery(campaignQuery(client, id));
}

const PALETTE: Readonly<Record<DisplayCampaignStatus, string>> = {
  NONE: 'gray',
  NOT_STARTED: 'gray',
  NEXT: 'blue',
  BLACKOUT: 'orange',
  CURRENT: 'green',
  COMPLETE: 'purple',
};
export const DisplayStatusBadge = ({ status }: { status: DisplayCampaignStatus }) => (
  <Badge colorPalette={PALETTE[status]} variant="subtle">
    {labelOf(status)}
  </Badge>
);

const TABS = [
  [m.details, ''],
  [m.lenders, 'lender'],
  [m.prescreen, 'prescreen'],
  [m.productInsights, 'productInsights'],
  [m.embedders, 'embedder'],
  [m.fairLending, 'fairLending'],
  [m.settings, 'settings'],
  // Beyond the six tabs of 002 §2: the campaign's change acknowledgements and its processing live under it too.
  [m.acknowledgements, 'acknowledgements'],
  [m.processing, 'processing'],
] as const;

/** Campaign management (002 §2): the campaign's name, its tabs as routes, then the tab's content. */
export function CampaignFrame({
  client,
  id,
  section,
  children,
}: {
  client: ApiClient;
  id: string;
  section: string;
  children: ReactNode;
}) {
  const { formatMessage: t } = useIntl();
  const campaign = useCampaign(client, id);
  return (
    <Stack gap="0">
      <PageHeader
        title={campaign.data ? `${campaign.data.name}: ${section}` : t(m.campaignManagement)}
        description={campaign.data ? <DisplayStatusBadge status={campaign.data.displayStatus} /> : undefined}
      />
      <TabNav
        label={t(m.campaign)}
        // A tab stays marked on the pages under it (a processing step, a lender's workflow); Details is the root.
        items={TABS.map(([label, tab]) => ({ label: t(label), link: campaignLink(id, tab), exact: tab === '' }))}
      />
      {campaign.isError ? (
        <LoadFailure message={t(CAMPAIGN_LOAD_FAILURE)} onRetry={() => void campaign.refetch()} />
      ) : (
        children
      )}
    </Stack>
  );
}
