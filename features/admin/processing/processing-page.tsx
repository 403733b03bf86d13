import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { CampaignProcessing } from '../../../api/processing.ts';
import { STEP_TITLES } from '../../../domain/catalog/processing-steps.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { processingProcessingPageMessages as m } from '../messages/processing-processing-page.ts';
import { StepCard } from './step-card.tsx';
import { stepRoute } from './step-route.ts';
import { useProcessing } from './use-processing.ts';

type Props = ParamPageProps<{ ucCampaignId: string }>;

/** uc/campaign/{id}/processing: every step of the campaign's pipeline in order, each with its live progress. */
export function ProcessingPage({ client, session, params }: Props) {
  const { formatMessage: t } = useIntl();
  const campaignId = params.ucCampaignId;
  const { query } = useProcessing(client, campaignId);
  const stepTitle = (data: CampaignProcessing, step: CampaignProcessing['steps'][number]) =>
    step.embedderId === null
      ? STEP_TITLES[step.step]
      : `${data.embedders.find((e) => e.embedderId === step.embedderId)?.name ?? ''}: ${STEP_TITLES[step.step]}`;
  return (
    <CampaignFrame client={client} id={campaignId} section={t(m.campaignProcessing)}>
      <QueryGate query={query} failure={t(m.scheduledJobError)} skeletonHeight="12rem">
        {(data) => (
          <Stack gap="4">
            <Text color="fg.muted">
              {labelOf(data.status)}
              {data.complete ? ` · ${t(m.processingComplete)}` : ''}
            </Text>
            {data.open ? null : <Text color="fg.muted">{t(m.stepsRunWhileTheCampaign)}</Text>}
            {data.steps.map((step) => {
              const title = stepTitle(data, step);
              return (
                <StepCard
                  key={step.key}
                  client={client}
                  session={session}
                  campaignId={campaignId}
                  step={step}
                  title={title}
                >
                  <ChakraLink asChild color="brand.fg" fontWeight="600" alignSelf="flex-start">
                    <Link {...stepRoute(step, campaignId)}>{t(m.open, { title })}</Link>
                  </ChakraLink>
                </StepCard>
              );
            })}
          </Stack>
        )}
      </QueryGate>
    </CampaignFrame>
  );
}
