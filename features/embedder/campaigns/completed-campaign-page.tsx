import { Stack } from '@chakra-ui/react';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignDetail } from './campaign-detail.tsx';
import { campaignIdOf } from './campaign-queries.ts';

/** /embedder/console/campaign/completed/{campaignId}: a finished campaign and this embedder's figures in it. */
export function CompletedCampaignPage({
  client,
  embedderId = 0,
  params,
}: ConsolePageProps<Record<string, never>, { campaignId: string }>) {
  return (
    <Stack gap="6">
      <PageHeader title="Completed campaign" description="How your consumers took up their offers." />
      <CampaignDetail
        client={client}
        embedderId={embedderId}
        campaignId={campaignIdOf(params.campaignId)}
        none="There is no such campaign among yours."
      />
    </Stack>
  );
}
