import { Alert, Box, Button, Center, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuIdCard } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { documentFailure, tooManyDocumentAttempts } from '../../../domain/catalog/document-verification.ts';
import { ErrorAlert } from '../../../ui/error-alert.tsx';
import { scanMessages as m } from '../i18n/messages/redeem-verify.ts';
import { useSeedText } from '../i18n/seed-text.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { JourneyFrame } from './journey-frame.tsx';
import { useRedeemJourney } from './redeem-context.ts';

const SIDES = ['Front', 'Back'] as const;

/**
 * The licence scan. A real document vendor runs its capture widget here; the sandbox vendor's scan is implied by
 * the session, so the consumer confirms both sides and submits
 * (docs/decisions/0191-licence-scan-redeem-journey-screens-and-further.md).
 */
export function ScanScreen() {
  const { actor, snapshot } = useRedeemJourney();
  const [captured, setCaptured] = useState<ReadonlySet<string>>(new Set());
  const attempt = snapshot.context.documentAttempts + 1;
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame stage="Licence scan" title={t(m.title)} description={t(m.text)}>
      {attempt > 1 ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.attempt, { attempt, attempts: snapshot.context.maxDocumentAttempts })}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {SIDES.map((side) => (
          <Stack key={side} align="center" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Center boxSize="14" borderRadius="full" bg="teal.subtle" color="teal.fg" fontSize="2xl">
              <LuIdCard aria-hidden="true" />
            </Center>
            <Text fontWeight="600">{t(m.side, { side })}</Text>
            <Button
              size="sm"
              variant={captured.has(side) ? 'subtle' : 'outline'}
              onClick={() => setCaptured(new Set([...captured, side]))}
            >
              {t(captured.has(side) ? m.captured : m.capture, { side })}
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <HStack>
        <Button
          colorPalette="brand"
          disabled={captured.size < SIDES.length}
          onClick={() => actor.send({ type: 'document.submitted' })}
        >
          {t(m.submit)}
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

export function ProcessingScreen() {
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame stage="Licence scan" title={t(m.checking)}>
      <Stack align="center" gap="3" py="8" role="status">
        <Spinner size="xl" color="teal.600" />
        <Text>{t(m.wait)}</Text>
      </Stack>
    </JourneyFrame>
  );
}

/** How the scan ended (001 §8's named failures); a final answer sends the consumer to the lender, not to rescan. */
export function ScanFailedScreen() {
  const { actor, offer, prefix, snapshot } = useRedeemJourney();
  const left = snapshot.context.maxDocumentAttempts - snapshot.context.documentAttempts;
  const failure = documentFailure(snapshot.context.documentStatus, { redirect: offer?.redirect === true });
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <JourneyFrame stage="Licence scan" title={seedText(failure.title)}>
      <Alert.Root status={failure.retry ? 'warning' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{seedText(failure.message)}</Alert.Title>
      </Alert.Root>
      {failure.retry ? (
        <>
          <Text color="fg.muted">{t(m.left, { left })}</Text>
          <Box>
            <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.retry' })}>
              {t(m.again)}
            </Button>
          </Box>
        </>
      ) : (
        <LenderFollowUp lender={offer?.financialInstitution.name} prefix={prefix} />
      )}
    </JourneyFrame>
  );
}

function LenderFollowUp({ lender, prefix }: { lender: string | undefined; prefix: ConsumerPrefix }) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <Text>{t(m.stillYours, { lender: lender ?? t(m.theLender) })}</Text>
      <Box>
        <Button asChild variant="outline">
          <Link to={`${prefix}/marketplace`}>{t(m.backToOffers)}</Link>
        </Button>
      </Box>
    </>
  );
}

export function AttemptsExceededScreen() {
  const { offer, prefix, snapshot } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  const seedText = useSeedText();
  return (
    <JourneyFrame stage="Licence scan" title={t(m.tooMany)}>
      <ErrorAlert
        message={seedText(
          tooManyDocumentAttempts(snapshot.context.maxDocumentAttempts, { redirect: offer?.redirect === true }),
        )}
      />
      <LenderFollowUp lender={offer?.financialInstitution.name} prefix={prefix} />
    </JourneyFrame>
  );
}
