import { Badge, Heading, HStack, Progress, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { ApiError } from '../../../api/client.ts';
import { getProjection } from '../../../api/projections.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { ProjectionSummaryTable } from '../../../console/projection-summary-table.tsx';
import { ProjectionWhatIf } from '../../../console/projection-what-if.tsx';
import { labelOf } from '../../../domain/format/labels.ts';
import { CONFIG_TOASTS } from '../../../domain/validation/config-toasts.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { useLoadFailureToast } from '../../../kit/load-failure-toast.ts';
import { projectionUnfinished } from '../../../machines/projections/projection-job-lifecycle.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { projectionsProjectionPageMessages as m } from '../messages/projections-projection-page.ts';
import { STATUS_PALETTE } from './projections-page.tsx';

/** /lender/console/projections/{projectionId}: the Campaign Projection Summary, its progress and the what-if. */
export function ProjectionPage({ client, fiId = 0, params }: ParamPageProps<{ projectionId: string }>) {
  const { formatMessage: t } = useIntl();
  const projection = useQuery({
    ...endpointQuery(
      client,
      getProjection,
      { params: { fiId, projectionId: params.projectionId } },
      { suppressServerErrorRedirect: true },
    ),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 3,
    refetchInterval: (query) => (projectionUnfinished(query.state.data?.status) ? 1000 : false),
  });
  const data = projection.data;
  const notFound = projection.error instanceof ApiError && projection.error.status === 404;
  useLoadFailureToast(notFound ? null : projection.error, CONFIG_TOASTS.consumerDistributionReportFailed);
  const percent = data?.rowsTotal ? Math.round((100 * data.rowsDone) / data.rowsTotal) : 0;
  return (
    <>
      <PageHeader
        title={t(m.campaignProjectionSummary)}
        description={
          data
            ? t(m.projectionFor, { projectionFor: data.projectionFor, sourceCampaign: data.sourceCampaign })
            : undefined
        }
      />
      {projection.isPending ? <Skeleton height="40" /> : null}
      {projection.isError ? (
        notFound ? (
          <LoadFailure message={t(m.noSuchProjection)} />
        ) : (
          <LoadFailure message={CONFIG_TOASTS.consumerDistributionReportFailed} onRetry={() => projection.refetch()} />
        )
      ) : null}
      {data ? (
        <Stack gap="8">
          <HStack gap="3" wrap="wrap">
            <Badge colorPalette={STATUS_PALETTE[data.status]}>{labelOf(data.status)}</Badge>
            <Text>{t(m.ofConsumersProjected, { rowsDone: data.rowsDone, value: data.rowsTotal ?? '…' })}</Text>
          </HStack>
          {data.status !== 'COMPLETE' && data.status !== 'FAILED' ? (
            <Progress.Root value={percent} max={100} colorPalette="brand">
              <Progress.Track aria-label={t(m.projectionProgress)}>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          ) : null}
          {data.error ? <Text color="fg.error">{data.error}</Text> : null}
          <Stack gap="2" as="section" aria-labelledby="membership-heading">
            <Heading as="h2" size="md" id="membership-heading">
              {t(m.membershipEligibility)}
            </Heading>
            <Text>{data.membership.length ? data.membership.join('; ') : t(m.nationwide)}</Text>
          </Stack>
          <Stack gap="2" as="section" aria-labelledby="products-heading">
            <Heading as="h2" size="md" id="products-heading">
              {t(m.activeProducts)}
            </Heading>
            <ProjectionSummaryTable rows={data.rows} caption={t(m.campaignProjectionSummary)} />
          </Stack>
          {data.status === 'COMPLETE' && data.rows.length ? (
            <ProjectionWhatIf client={client} fiId={fiId} projection={data} />
          ) : null}
        </Stack>
      ) : null}
    </>
  );
}
