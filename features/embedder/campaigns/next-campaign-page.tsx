import { Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { type NextCampaignSearch, nextCampaignOf } from '../../../console/next-campaign.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { campaignsNextCampaignPageMessages as m } from '../messages/campaigns-next-campaign-page.ts';
import { CampaignCard } from './campaign-card.tsx';
import {
  CAMPAIGNS_LOAD_FAILURE,
  NEXT_PAGE_STATUSES,
  useEmbedderCampaigns,
  useLatestConsumerFile,
} from './campaign-queries.ts';
import { EmbedderConsumerFile } from './embedder-consumer-file.tsx';
import { EnrollmentButton } from './enrollment-button.tsx';

/**
 * /embedder/console/campaign/next[?campaignId=]: enroll or leave, then upload and validate the consumer file, for the
 * next campaign the URL names (two can be open), else the first.
 */
export function NextCampaignPage({ client, embedderId = 0, session, search }: ConsolePageProps<NextCampaignSearch>) {
  const { formatMessage: t } = useIntl();
  const campaigns = useEmbedderCampaigns(client, embedderId);
  const next = nextCampaignOf(campaigns.data?.campaigns, search.campaignId, NEXT_PAGE_STATUSES);
  const latest = useLatestConsumerFile(client, embedderId, next?.enrolled ? next.campaignId : undefined);
  const writer = can(session, 'campaigns');
  if (campaigns.isError)
    return <LoadFailure message={t(CAMPAIGNS_LOAD_FAILURE)} onRetry={() => void campaigns.refetch()} />;
  return (
    <Stack gap="6">
      <PageHeader title={t(m.nextCampaign)} description={t(m.enrollThenUploadYourConsumer)} />
      {campaigns.isPending ? <Skeleton height="40" /> : null}
      {campaigns.data && !next ? <Text>{t(m.noNextCampaignIsOpen)}</Text> : null}
      {next ? (
        <CampaignCard campaign={next}>
          {writer && next.enrollmentOpen ? (
            <EnrollmentButton client={client} embedderId={embedderId} campaign={next} />
          ) : null}
        </CampaignCard>
      ) : null}
      {next?.enrolled ? (
        <Stack gap="4" as="section" aria-labelledby="consumer-file">
          <Heading as="h2" size="lg" id="consumer-file">
            {t(m.consumerFile)}
          </Heading>
          {latest.isPending ? <Skeleton height="24" /> : null}
          {latest.isSuccess ? (
            <EmbedderConsumerFile
              client={client}
              embedderId={embedderId}
              campaignId={next.campaignId}
              latest={latest.data}
              disabled={!writer || !next.enrollmentOpen}
            />
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  );
}
