import { Alert, Box, Button, Center, HStack, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuIdCard } from 'react-icons/lu';
import { documentFailure, tooManyDocumentAttempts } from '../../../domain/catalog/document-verification.ts';
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
  return (
    <JourneyFrame
      stage="Licence scan"
      title="Scan your driver's licence"
      description="Hold your licence flat in good light. We check it against your credit file."
    >
      {attempt > 1 ? (
        <Text fontSize="sm" color="fg.muted">
          Attempt {attempt} of {snapshot.context.maxDocumentAttempts}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
        {SIDES.map((side) => (
          <Stack key={side} align="center" gap="3" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
            <Center boxSize="14" borderRadius="full" bg="teal.subtle" color="teal.fg" fontSize="2xl">
              <LuIdCard aria-hidden="true" />
            </Center>
            <Text fontWeight="600">{side} of your licence</Text>
            <Button
              size="sm"
              variant={captured.has(side) ? 'subtle' : 'outline'}
              onClick={() => setCaptured(new Set([...captured, side]))}
            >
              {captured.has(side) ? `${side} captured ✓` : `Capture the ${side.toLowerCase()}`}
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
          Submit scan
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

export function ProcessingScreen() {
  return (
    <JourneyFrame stage="Licence scan" title="Checking your licence">
      <Stack align="center" gap="3" py="8" role="status">
        <Spinner size="xl" color="teal.600" />
        <Text>This can take up to 2 minutes. Please keep this page open.</Text>
      </Stack>
    </JourneyFrame>
  );
}

/** How the scan ended (001 §8's named failures); a final answer sends the consumer to the lender, not to rescan. */
export function ScanFailedScreen() {
  const { actor, offer, prefix, snapshot } = useRedeemJourney();
  const left = snapshot.context.maxDocumentAttempts - snapshot.context.documentAttempts;
  const failure = documentFailure(snapshot.context.documentStatus, { redirect: offer?.redirect === true });
  return (
    <JourneyFrame stage="Licence scan" title={failure.title}>
      <Alert.Root status={failure.retry ? 'warning' : 'info'}>
        <Alert.Indicator />
        <Alert.Title>{failure.message}</Alert.Title>
      </Alert.Root>
      {failure.retry ? (
        <>
          <Text color="fg.muted">
            {left} {left === 1 ? 'attempt' : 'attempts'} left.
          </Text>
          <Box>
            <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.retry' })}>
              Scan again
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
  return (
    <>
      <Text>Your offer is still yours: contact {lender ?? 'the lender'} to finish your application with them.</Text>
      <Box>
        <Button asChild variant="outline">
          <Link to={`${prefix}/marketplace`}>Back to my offers</Link>
        </Button>
      </Box>
    </>
  );
}

export function AttemptsExceededScreen() {
  const { offer, prefix, snapshot } = useRedeemJourney();
  return (
    <JourneyFrame stage="Licence scan" title="Too many attempts">
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Title>
          {tooManyDocumentAttempts(snapshot.context.maxDocumentAttempts, { redirect: offer?.redirect === true })}
        </Alert.Title>
      </Alert.Root>
      <LenderFollowUp lender={offer?.financialInstitution.name} prefix={prefix} />
    </JourneyFrame>
  );
}
