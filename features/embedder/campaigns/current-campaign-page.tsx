import { Stack } from '@chakra-ui/react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { CAMPAIGNS_LOAD_FAILURE, campaignWith, useEmbedderCampaigns } from './campaign-queries.ts';

/** /embedder/console/campaign/current: the running campaign and this embedder's figures in it. */
export function CurrentCampaignPage({ client, embedderId = 0 }: ConsolePageProps) {
  const campaigns = useEmbedderCampaigns(client, embedderId);
  return (
    <Stack gap="6">
      <PageHeader title="Current campaign" description="Your consumers, their offers and redemptions, counted live." />
      {campaigns.isError ? (
        <LoadFailure message={CAMPAIGNS_LOAD_FAILURE} onRetry={() => void campaigns.refetch()} />
      ) : (
        <CampaignDetail
          client={client}
          embedderId={embedderId}
          campaignId={campaignWith(campaigns.data?.campaigns, 'CURRENT')?.campaignId}
          waiting={campaigns.isPending}
          none="No campaign is running now."
        />
      )}
    </Stack>
  );
}
