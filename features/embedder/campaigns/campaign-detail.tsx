import { Button, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { campaignsCampaignDetailMessages as m } from '../messages/campaigns-campaign-detail.ts';
import { CampaignCard, CampaignFiguresGrid } from './campaign-card.tsx';
import { CAMPAIGNS_LOAD_FAILURE, CAMPAIGNS_ROOT, useCampaignDetail } from './campaign-queries.ts';

/** A campaign's card and this embedder's figures in it (current and completed pages). */
export function CampaignDetail(props: {
  client: ApiClient;
  embedderId: number;
  campaignId: string | undefined;
  /** Shown when there is no such campaign (none current, or an unknown id). */
  none: string;
}) {
  const { formatMessage: t } = useIntl();
  const detail = useCampaignDetail(props.client, props.embedderId, props.campaignId);
  const back = (
    <Button asChild size="sm" variant="outline" alignSelf="flex-start">
      <Link to={CAMPAIGNS_ROOT}>{t(m.allCampaigns)}</Link>
    </Button>
  );
  if (props.campaignId !== undefined && detail.isPending) return <Skeleton height="48" />;
  if (props.campaignId === undefined || (detail.error as { status?: number } | null)?.status === 404)
    return (
      <Stack gap="3">
        <Text>{props.none}</Text>
        {back}
      </Stack>
    );
  if (detail.isError || !detail.data)
    return <LoadFailure message={t(CAMPAIGNS_LOAD_FAILURE)} onRetry={() => void detail.refetch()} />;
  return (
    <Stack gap="5">
      <CampaignCard campaign={detail.data} />
      <Heading as="h2" size="lg">
        {t(m.yourConsumersInThisCampaign)}
      </Heading>
      <CampaignFiguresGrid figures={detail.data.figures} />
      {back}
    </Stack>
  );
}
