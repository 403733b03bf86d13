import { Link as ChakraLink, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { useIntl } from 'react-intl';
import { type ProcessingStepName, STEP_TITLES } from '../../../domain/catalog/processing-steps.ts';
import { formatDate } from '../../../domain/format/date.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { processingProcessingPickerMessages as m } from '../messages/processing-processing-picker.ts';
import { inProcessingQuery, processingRoute } from './current-processing.ts';

type Props = ParamPageProps<{ embedderId?: string }>;

/** Several campaigns in processing: which one to open (the loader went straight on when there was one). */
function ProcessingPicker({ client, params, step }: Props & { step: ProcessingStepName | null }) {
  const { formatMessage: t } = useIntl();
  const query = useQuery(inProcessingQuery(client));
  const title = step ? STEP_TITLES[step] : t(m.campaignProcessing);
  const campaigns = query.data?.content ?? [];
  return (
    <Stack gap="4">
      <PageHeader title={title} />
      {query.isError ? <LoadFailure message={t(m.scheduledJobError)} onRetry={() => void query.refetch()} /> : null}
      {query.data && campaigns.length === 0 ? (
        <Stack gap="1" role="status">
          <Text fontWeight="600">{t(m.noCampaignInProcessing)}</Text>
          <Text color="fg.muted">{t(m.aCampaignSProcessingRuns)}</Text>
          <ChakraLink asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
            <Link to="/admin/console/uc/campaign">{t(m.seeEveryCampaign)}</Link>
          </ChakraLink>
        </Stack>
      ) : null}
      {campaigns.length > 1 ? (
        <>
          <Text>{t(m.campaignsAreInProcessingChoose, { length: campaigns.length })}</Text>
          <Table.Root size="sm" aria-label={t(m.campaignsInProcessing)}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t(m.campaign)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.status)}</Table.ColumnHeader>
                <Table.ColumnHeader>{t(m.offersFrom)}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {campaigns.map((campaign) => (
                <Table.Row key={campaign.ucCampaignId}>
                  <Table.Cell>
                    <ChakraLink asChild color="brand.fg" fontWeight="600">
                      <Link {...processingRoute(step, campaign.ucCampaignId, params.embedderId)}>{campaign.name}</Link>
                    </ChakraLink>
                  </Table.Cell>
                  <Table.Cell>{labelOf(campaign.status)}</Table.Cell>
                  <Table.Cell>{formatDate(campaign.activeOffersPeriod.start)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </>
      ) : null}
    </Stack>
  );
}

const byStep = new Map<ProcessingStepName | null, ComponentType<Props>>();

/** The picker of one route (the pipeline page or a step), made once per step so React keeps its identity. */
export function pickerFor(step: ProcessingStepName | null): ComponentType<Props> {
  let component = byStep.get(step);
  if (!component) {
    component = (props: Props) => <ProcessingPicker {...props} step={step} />;
    byStep.set(step, component);
  }
  return component;
}
