import { Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { STEP_TITLES } from '../../../domain/catalog/processing-steps.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { StepCard } from './step-card.tsx';
import { stepRoute } from './step-route.ts';
import { useProcessing } from './use-processing.ts';

type Params = { ucCampaignId: string };

/** uc/campaign/{id}/processing: every step of the campaign's pipeline in order, each with its live progress. */
export function ProcessingPage({ client, session, params }: ConsolePageProps<Record<string, never>, Params>) {
  const campaignId = params.ucCampaignId;
  const { query } = useProcessing(client, campaignId);
  const data = query.data;
  const embedderName = (id: number | null) => data?.embedders.find((e) => e.embedderId === id)?.name ?? '';
  return (
    <CampaignFrame client={client} id={campaignId} section="Campaign processing">
      {data ? (
        <Text color="fg.muted" mb="4">
          {labelOf(data.status)}
          {data.complete ? ' · processing complete' : ''}
        </Text>
      ) : null}
      {query.isError ? <LoadFailure message="Scheduled job error" onRetry={() => void query.refetch()} /> : null}
      {query.isPending ? <Skeleton height="12rem" /> : null}
      {data && !data.open ? (
        <Text color="fg.muted">Steps run while the campaign is scheduled or its offers are generated.</Text>
      ) : null}
      <Stack gap="4">
        {data?.steps.map((step) => {
          const title =
            step.embedderId === null
              ? STEP_TITLES[step.step]
              : `${embedderName(step.embedderId)}: ${STEP_TITLES[step.step]}`;
          const route = stepRoute(step, campaignId);
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
                <Link {...route}>Open {title}</Link>
              </ChakraLink>
            </StepCard>
          );
        })}
      </Stack>
    </CampaignFrame>
  );
}
