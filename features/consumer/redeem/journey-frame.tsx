import { Badge, Box, Grid, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { formatPercent, formatUsd } from '../../../domain/format/money.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { useRedeemJourney } from './redeem-context.ts';

/** The journey's stages as the consumer sees them (001 §4 consumer experience stages). */
export const JOURNEY_STAGES = ['Address', 'Application', 'Identity', 'Licence scan', 'Documents', 'Redeem'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** Which offer and what amount: beside every step on wide screens, above it on phones. */
function OfferSummary() {
  const { offer, application } = useRedeemJourney();
  if (!offer) return null;
  const term = offer.terms.find((t) => (t.term ?? null) === application?.term) ?? offer.terms[0];
  return (
    <Stack as="aside" aria-label="Your offer" gap="2" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        Your offer
      </Text>
      <Text fontWeight="700">{offer.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {offer.financialInstitution.name}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {application ? <Badge colorPalette="teal">{formatUsd(application.amount)}</Badge> : null}
        {term?.term ? <Badge>{term.term} months</Badge> : null}
        {term ? <Badge>{term.apy ? `${formatPercent(term.apy)} APY` : `${formatPercent(term.apr)} APR`}</Badge> : null}
      </HStack>
    </Stack>
  );
}

/** One step of the redeem journey: where the consumer is, the step's content, and the offer it is for. */
export function JourneyFrame(props: {
  stage?: JourneyStage;
  title: string;
  description?: ReactNode;
  children?: ReactNode;
}) {
  const index = props.stage ? JOURNEY_STAGES.indexOf(props.stage) : -1;
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: '5', lg: '8' }} alignItems="start">
      <Stack gap="5" maxW="2xl">
        {index >= 0 ? (
          <Stack gap="1.5">
            <Text fontSize="sm" color="fg.muted">
              Step {index + 1} of {JOURNEY_STAGES.length} · {props.stage}
            </Text>
            <Progress.Root
              value={((index + 1) / JOURNEY_STAGES.length) * 100}
              size="xs"
              colorPalette="teal"
              aria-label={`Step ${index + 1} of ${JOURNEY_STAGES.length}`}
            >
              <Progress.Track>
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        ) : null}
        <Box>
          <PageHeader title={props.title} description={props.description} />
          <Stack gap="5">{props.children}</Stack>
        </Box>
      </Stack>
      <Box order={{ base: -1, lg: 0 }}>
        <OfferSummary />
      </Box>
    </Grid>
  );
}
