import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { embedderFunnelPanel } from '../../console/charts/funnel-panels.ts';
import { InsightPanels } from '../../console/charts/insight-panels.tsx';
import { DashboardHeader } from '../../console/dashboard-header.tsx';
import type { ConsolePageProps } from '../../kit/console-page.ts';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { CampaignCard, CampaignFiguresGrid } from './campaigns/campaign-card.tsx';
import {
  CAMPAIGNS_LOAD_FAILURE,
  campaignWith,
  useCampaignDetail,
  useEmbedderCampaigns,
} from './campaigns/campaign-queries.ts';
import { dashboardPageMessages as m } from './messages/dashboard-page.ts';

const SHORTCUTS = [
  { label: m.nextCampaign, to: '/embedder/console/campaign/next' },
  { label: m.apiKeys, to: '/embedder/console/keys/apiManagement' },
  { label: m.siteKeysAndQrCodes, to: '/embedder/console/keys/siteKeyManagement' },
  { label: m.prequalLeads, to: '/embedder/console/prequalLeads' },
] as const;

/** The embedder's landing page: who is signed in, its consumers' funnel in the running campaign, the daily tasks. */
export function EmbedderDashboardPage(page: ConsolePageProps) {
  const { client, embedderId = 0 } = page;
  const { formatMessage: t } = useIntl();
  const campaigns = useEmbedderCampaigns(client, embedderId);
  const current = campaignWith(campaigns.data?.campaigns, 'CURRENT');
  const detail = useCampaignDetail(client, embedderId, current?.campaignId);
  return (
    <Stack gap="6">
      <DashboardHeader {...page} description={m.yourEmbedderConsoleAtA} realmLabel={m.embedderConsole} />
      <Heading as="h2" size="lg">
        {t(m.currentCampaign)}
      </Heading>
      {campaigns.isError || detail.isError ? (
        <LoadFailure message={t(CAMPAIGNS_LOAD_FAILURE)} onRetry={() => void campaigns.refetch()} />
      ) : campaigns.isPending || (current && !detail.data) ? (
        <Skeleton height="40" />
      ) : detail.data ? (
        <>
          <CampaignCard campaign={detail.data}>
            <CampaignFiguresGrid figures={detail.data.figures} />
          </CampaignCard>
          <InsightPanels panels={[embedderFunnelPanel(detail.data.figures, t)]} />
        </>
      ) : (
        <Text>{t(m.noCampaignIsRunningNow)}</Text>
      )}
      <HStack gap="3" flexWrap="wrap">
        {SHORTCUTS.map((shortcut) => (
          <Button key={shortcut.to} asChild variant="outline" size="sm">
            <Link to={shortcut.to}>{t(shortcut.label)}</Link>
          </Button>
        ))}
      </HStack>
    </Stack>
  );
}
