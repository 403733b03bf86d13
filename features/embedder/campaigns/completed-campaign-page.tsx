import { Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsCompletedCampaignPageMessages as m } from '../messages/campaigns-completed-campaign-page.ts';
import { CampaignDetail } from './campaign-detail.tsx';
import { campaignIdOf } from './campaign-queries.ts';

/** /embedder/console/campaign/completed/{campaignId}: a finished campaign and this embedder's figures in it. */
export function CompletedCampaignPage({ client, embedderId = 0, params }: ParamPageProps<{ campaignId: string }>) {
  const { formatMessage: t } = useIntl();
  return (
    <Stack gap="6">
      <PageHeader title={t(m.completedCampaign)} description={t(m.howYourConsumersTookUp)} />
      <CampaignDetail
        client={client}
        embedderId={embedderId}
        campaignId={campaignIdOf(params.campaignId)}
        none={t(m.thereIsNoSuchCampaign)}
      />
    </Stack>
  );
}
