import { Stack } from '@chakra-ui/react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { CAMPAIGNS_LOAD_FAILURE, campaignWith, useEmbedderCampaigns } from './campaign-queries.ts';

/** /embedder/console/campaign/current: the running campaign and this embedder's figures in it. */
export function CurrentCampaignPage({ client, embedderId = 0 }: ConsolePageProps) {
  const campaigns = useEmbedderCampaigns(client, embedderId);
  return (
    <Stack gap="6">
      <PageHeader title="Current campaign" description="Your consumers, their offers and redemptions, counted live." />
      <QueryGate query={campaigns} failure={CAMPAIGNS_LOAD_FAILURE}>
        {(data) => (
          <CampaignDetail
            client={client}
            embedderId={embedderId}
            campaignId={campaignWith(data.campaigns, 'CURRENT')?.campaignId}
            none="No campaign is running now."
          />
        )}
      </QueryGate>
    </Stack>
  );
}
