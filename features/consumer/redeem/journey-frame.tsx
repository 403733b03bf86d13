import { Badge, Box, Grid, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { formatPercent } from '../../../domain/format/money.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { redeemFrameMessages as m, stageMessages } from '../i18n/messages/redeem-intro.ts';
import { useRedeemJourney } from './redeem-context.ts';

/** The journey's stages as the consumer sees them (001 §4 consumer experience stages). */
export const JOURNEY_STAGES = ['Address', 'Application', 'Identity', 'Licence scan', 'Documents', 'Redeem'] as const;
export type JourneyStage = (typeof JOURNEY_STAGES)[number];

/** Which offer and what amount: beside every step on wide screens, above it on phones. */
function OfferSummary() {
  const { offer, application } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  if (!offer) return null;
  const term = offer.terms.find((t) => (t.term ?? null) === application?.term) ?? offer.terms[0];
  return (
    <Stack as="aside" aria-label={t(m.yourOffer)} gap="2" bg="bg" borderWidth="1px" borderRadius="xl" p="4">
      <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {t(m.yourOffer)}
      </Text>
      <Text fontWeight="700">{offer.name}</Text>
      <Text fontSize="sm" color="fg.muted">
        {offer.financialInstitution.name}
      </Text>
      <HStack gap="2" flexWrap="wrap">
        {application ? <Badge colorPalette="teal">{formats.usd(application.amount)}</Badge> : null}
        {term?.term ? <Badge>{t(m.months, { months: term.term })}</Badge> : null}
        {term ? (
          <Badge>{t(m.rate, { rate: formatPercent(term.apy ?? term.apr), kind: term.apy ? 'APY' : 'APR' })}</Badge>
        ) : null}
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
  const { formatMessage: t } = useIntl();
  const index = props.stage ? JOURNEY_STAGES.indexOf(props.stage) : -1;
  const step = { step: index + 1, steps: JOURNEY_STAGES.length };
  return (
    <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 18rem' }} gap={{ base: '5', lg: '8' }} alignItems="start">
      <Stack gap="5" maxW="2xl">
        {index >= 0 ? (
          <Stack gap="1.5">
            <Text fontSize="sm" color="fg.muted">
              {t(m.stepOf, { ...step, stage: props.stage ? t(stageMessages[props.stage]) : '' })}
            </Text>
            <Progress.Root
              value={((index + 1) / JOURNEY_STAGES.length) * 100}
              size="xs"
              colorPalette="teal"
              aria-label={t(m.stepOfShort, step)}
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
