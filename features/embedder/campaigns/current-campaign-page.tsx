import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsCurrentCampaignPageMessages as m } from '../messages/campaigns-current-campaign-page.ts';
import { CampaignDetail } from './campaign-detail.tsx';
import { CAMPAIGNS_LOAD_FAILURE, campaignWith, useEmbedderCampaigns } from './campaign-queries.ts';

/** /embedder/console/campaign/current: the running campaign and this embedder's figures in it. */
export function CurrentCampaignPage({ client, embedderId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const campaigns = useEmbedderCampaigns(client, embedderId);
  return (
    <Stack gap="6">
      <PageHeader title={t(m.currentCampaign)} description={t(m.yourConsumersTheirOffersAnd)} />
      <QueryGate query={campaigns} failure={t(CAMPAIGNS_LOAD_FAILURE)}>
        {(data) => (
          <CampaignDetail
            client={client}
            embedderId={embedderId}
            campaignId={campaignWith(data.campaigns, 'CURRENT')?.campaignId}
            none={t(m.noCampaignIsRunningNow)}
          />
        )}
      </QueryGate>
    </Stack>
  );
}
