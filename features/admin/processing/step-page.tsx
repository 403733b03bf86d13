import { Stack, Text } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import {
  type CampaignProcessing,
  listProcessingStepErrors,
  PROCESSING_ERROR_FIELDS,
  type ProcessingStepError,
} from '../../../api/processing.ts';
import { type ProcessingStepName, STEP_TITLES, stepKey } from '../../../domain/catalog/processing-steps.ts';
import { ShowOnChart } from '../../../kit/chart-link.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { pipelineStepOnChart } from '../../../machines/campaign/processing-pipeline.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { processingStepPageMessages as m } from '../messages/processing-step-page.ts';
import { StepCard } from './step-card.tsx';
import { useProcessing } from './use-processing.ts';

const column = createColumnHelper<ProcessingStepError>();
const columns = [
  column.accessor('row', { header: columnHeader(m.row) }),
  column.accessor('field', { header: columnHeader(m.column) }),
  column.accessor('message', {
    header: columnHeader(m.problem),
    cell: (cell) => <span style={{ whiteSpace: 'normal' }}>{cell.getValue()}</span>,
  }),
];

/** The pipeline as the machine reads it, from the page's answer. */
const pipelineStateOf = (data: CampaignProcessing) => ({
  embedders: data.embedders.map((embedder) => String(embedder.embedderId)),
  steps: Object.fromEntries(data.steps.map((s) => [s.key, s.status])),
});

export type StepPageProps = ConsolePageProps<ListSearch, { ucCampaignId: string; embedderId?: string }>;

/**
 * One step's page: its card (live progress, start / retry / cancel), what the step needs or made (`extra`, above the
 * card's buttons), and its per-row error log, paged.
 */
export function StepPage(
  props: StepPageProps & { step: ProcessingStepName; extra?: ReactNode; publishAt?: string | undefined },
) {
  const { formatMessage: t } = useIntl();
  const { client, session, params, search, navigateSearch } = props;
  const campaignId = params.ucCampaignId;
  const { query } = useProcessing(client, campaignId);
  const key = stepKey(props.step, params.embedderId);
  const title = STEP_TITLES[props.step];
  return (
    <CampaignFrame client={client} id={campaignId} section={title}>
      <QueryGate query={query} failure={t(m.scheduledJobError)} skeletonHeight="10rem">
        {(data) => {
          const step = data.steps.find((s) => s.key === key);
          if (!step) return <LoadFailure message={t(m.thisEmbedderIsNotEnrolled)} />;
          const embedder = data.embedders.find((e) => String(e.embedderId) === params.embedderId);
          return (
            <Stack gap="6">
              {embedder ? <Text color="fg.muted">{embedder.name}</Text> : null}
              <StepCard
                client={client}
                session={session}
                campaignId={campaignId}
                step={step}
                title={title}
                publishAt={props.publishAt}
              >
                {props.extra}
              </StepCard>
              <ShowOnChart focus={{ ...pipelineStepOnChart(pipelineStateOf(data), key), entity: `Step ${title}` }} />
              {step.stepId ? (
                <PagedTable
                  label={t(m.errors, { title })}
                  endpoint={listProcessingStepErrors}
                  client={client}
                  params={{ campaignId, stepId: step.stepId }}
                  search={search}
                  onSearchChange={navigateSearch}
                  fields={PROCESSING_ERROR_FIELDS}
                  columns={columns}
                  errorMessage={t(m.thereWasAnErrorGetting)}
                  emptyMessage={t(m.noRowErrors)}
                />
              ) : null}
            </Stack>
          );
        }}
      </QueryGate>
    </CampaignFrame>
  );
}
