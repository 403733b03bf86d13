import { Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../api/client.ts';
import { getCampaignMetrics, getLenderDashboard } from '../../api/offer-metrics.ts';
import { endpointQuery } from '../../api/query-options.ts';
import { labelOf } from '../../domain/format/labels.ts';
import { Picker } from '../../kit/picker.tsx';
import { LoadFailure } from '../../ui/load-failure.tsx';
import { chartsLenderCampaignMetricsMessages as m } from '../messages/charts-lender-campaign-metrics.ts';
import { lenderMetricPanels } from './funnel-panels.ts';
import { InsightPanels } from './insight-panels.tsx';

/** The lender dashboard's campaign metrics (GET /fi/{fiId}/campaigns/{id}/metrics) as charts, campaign picked. */
export function LenderCampaignMetrics({ client, fiId }: { client: ApiClient; fiId: number }) {
  const { formatMessage: t } = useIntl();
  const dashboard = useQuery(endpointQuery(client, getLenderDashboard, { params: { fiId } }));
  const [picked, setPicked] = useState<string | null>(null);
  const campaignId = picked ?? dashboard.data?.currentId ?? null;
  const metrics = useQuery({
    ...endpointQuery(client, getCampaignMetrics, { params: { fiId, ucCampaignId: campaignId ?? '' } }),
    enabled: campaignId !== null,
  });
  if (dashboard.isError || metrics.isError)
    return (
      <LoadFailure
        message={t(m.thereWasAnErrorGetting)}
        onRetry={() => void (dashboard.isError ? dashboard.refetch() : metrics.refetch())}
      />
    );
  if (dashboard.data && campaignId === null) return <Text>{t(m.youAreInNoCampaign)}</Text>;
  return (
    <Stack gap="4">
      {dashboard.data ? (
        <Stack maxW="md">
          <Picker
            label={t(m.campaign)}
            value={campaignId ?? ''}
            options={dashboard.data.campaigns.map((c) => ({ value: c.id, label: `${c.name} (${labelOf(c.status)})` }))}
            onChange={setPicked}
          />
        </Stack>
      ) : null}
      {metrics.data ? <InsightPanels panels={lenderMetricPanels(metrics.data, t)} /> : <Skeleton height="60" />}
    </Stack>
  );
}
