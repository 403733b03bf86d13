import { Alert, Box, Button, Center, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { CERTIFICATE_VALID_DAYS, UPLOAD_LATER_RESERVATION_HOURS } from '../../../domain/catalog/limits.ts';
import { formatDate } from '../../../domain/format/date.ts';
import { formatPercent, formatUsd } from '../../../domain/format/money.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { pendingRedemptionQuery } from '../offer-queries.ts';
import { consumerQuery } from '../queries.ts';
import { useConsumerServices } from '../services.ts';
import type { ConsumerPrefix } from '../workflow/navigation.ts';
import { JourneyFrame } from './journey-frame.tsx';
import { type RedeemedOffer, redeemedOfferKey } from './redeem-calls.ts';
import { useRedeemJourney } from './redeem-context.ts';

const DAY_MS = 86_400_000;

/** Review before redeeming; after RATE_CHANGED the new terms are confirmed the same way. */
export function RedeemReviewScreen() {
  const { actor, snapshot, offer, application } = useRedeemJourney();
  const submitting = snapshot.matches({ redeem: 'submitting' });
  const rateChanged = snapshot.matches({ redeem: 'rateChanged' });
  const term = offer?.terms.find((t) => (t.term ?? null) === application?.term) ?? offer?.terms[0];
  return (
    <JourneyFrame stage="Redeem" title="Review and redeem" description="Check your offer one last time.">
      {rateChanged ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>
            The lender's rate changed since you chose this offer. Redeem at the new terms below?
          </Alert.Title>
        </Alert.Root>
      ) : null}
      <DataList.Root orientation="horizontal" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        {(
          [
            ['Offer', offer?.name],
            ['Lender', offer?.financialInstitution.name],
            ['Amount', application ? formatUsd(application.amount) : undefined],
            ['Term', term?.term ? `${term.term} months` : undefined],
            [term?.apy ? 'APY' : 'APR', term ? formatPercent(term.apy ?? term.apr) : undefined],
          ] as const
        )
          .filter(([, value]) => value !== undefined)
          .map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue>{value}</DataList.ItemValue>
            </DataList.Item>
          ))}
      </DataList.Root>
      <Text fontSize="sm" color="fg.muted">
        Redeeming sends your application to the lender. Final terms are subject to the lender's review.
      </Text>
      <HStack>
        <Button colorPalette="brand" loading={submitting} onClick={() => actor.send({ type: 'redeem.confirm' })}>
          Redeem offer
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

function SuccessMark() {
  return (
    <Center boxSize="16" borderRadius="full" bg="green.subtle" color="green.fg" fontSize="3xl">
      <LuCircleCheck aria-hidden="true" />
    </Center>
  );
}

export function RedeemedScreen() {
  const { actor, offer } = useRedeemJourney();
  return (
    <JourneyFrame title="Your offer is redeemed">
      <SuccessMark />
      <Text>
        {offer?.financialInstitution.name ?? 'Your lender'} has your application and will contact you to finish the
        loan. Your certificate states the terms you redeemed.
      </Text>
      <HStack>
        <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.next' })}>
          See my certificate
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

export function CertificateScreen() {
  const { clients } = useConsumerServices();
  const { offer, snapshot } = useRedeemJourney();
  const consumer = useQuery(consumerQuery(clients.consumer));
  const redeemed = useQuery<RedeemedOffer | null>({
    queryKey: redeemedOfferKey(snapshot.context.offerId),
    queryFn: () => null,
    staleTime: Number.POSITIVE_INFINITY,
  }).data;
  const [failed, setFailed] = useState(false);
  if (!redeemed || !offer) return <PageSpinner label="Preparing your certificate…" />;
  const redeemedAt = new Date(redeemed.redeemedAt);
  const validUntil = new Date(redeemedAt.getTime() + CERTIFICATE_VALID_DAYS * DAY_MS);
  const term = offer.terms.find((t) => (t.term ?? null) === redeemed.term) ?? offer.terms[0];
  const download = async () => {
    try {
      // pdf-lib is only needed here: loaded on demand so the journey's other pages stay light.
      const [{ certificatePdf }, { loadCertificateFonts }] = await Promise.all([
        import('../../../domain/certificate/certificate-pdf.ts'),
        import('./certificate-fonts.ts'),
      ]);
      const facts = {
        certificateNumber: redeemed.certificateNumber,
        consumerName: [consumer.data?.firstName, consumer.data?.lastName].filter(Boolean).join(' '),
        lenderName: offer.financialInstitution.name,
        offerName: offer.name,
        amount: redeemed.amount,
        apr: term?.apr,
        termMonths: redeemed.term,
        redeemedAt,
        validUntil,
      };
      const bytes = await certificatePdf(facts, await loadCertificateFonts());
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const anchor = document.createElement('a');
      anchor.href = url;
      anchor.download = `offerwell-certificate-${redeemed.certificateNumber}.pdf`;
      anchor.click();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <JourneyFrame title="Your certificate">
      <Stack gap="3" bg="bg" borderWidth="2px" borderColor="teal.600" borderRadius="xl" p={{ base: '5', md: '8' }}>
        <Text fontSize="sm" color="teal.700" fontWeight="700" letterSpacing="wider" textTransform="uppercase">
          Certificate of redeemed offer
        </Text>
        <Text fontSize="2xl" fontWeight="800" data-testid="certificate-number">
          {redeemed.certificateNumber}
        </Text>
        <Text>
          {offer.name} from {offer.financialInstitution.name}
        </Text>
        <Text fontSize="xl" fontWeight="700">
          {formatUsd(redeemed.amount, { cents: true })}
          {redeemed.term ? ` over ${redeemed.term} months` : ''}
          {term ? ` at ${formatPercent(term.apr)} APR` : ''}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          Redeemed on {formatDate(redeemedAt)}; valid until {formatDate(validUntil)}.
        </Text>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" onClick={() => void download()}>
          Download PDF
        </Button>
      </HStack>
      {failed ? (
        <Text color="red.700" role="alert">
          Download failed. Please try again.
        </Text>
      ) : null}
    </JourneyFrame>
  );
}

export function RedirectingScreen() {
  const { offer } = useRedeemJourney();
  return (
    <JourneyFrame title={`Taking you to ${offer?.financialInstitution.name ?? 'the lender'}`}>
      <PageSpinner label="Your offer is redeemed. The lender finishes your application on their site…" />
    </JourneyFrame>
  );
}

/** OFFER_ALREADY_REDEEMED: a page of its own (no offer summary), the same as when opened with no journey running. */
export function AlreadyRedeemedScreen() {
  const { prefix } = useRedeemJourney();
  return <StandaloneJourneyPage prefix={prefix} page="/offers/redeemed" />;
}

/** 001 §4: a pending in-progress offer can be continued or replaced. */
export function PendingScreen() {
  const { clients } = useConsumerServices();
  const { actor, snapshot } = useRedeemJourney();
  const pendingId = snapshot.context.pendingRedemption?.id ?? '';
  const pending = useQuery({ ...pendingRedemptionQuery(clients.consumer, pendingId), enabled: pendingId !== '' });
  const replacing = snapshot.matches('replacingPending');
  const offer = pending.data?.offerToRedeem;
  return (
    <JourneyFrame
      title="You have an offer in progress"
      description="Finish it by uploading the documents your lender asked for, or let it go and choose another."
    >
      {offer && pending.data ? (
        <Stack gap="1" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Text fontWeight="700">{offer.name}</Text>
          <Text color="fg.muted">
            {offer.financialInstitution.name} · {formatUsd(pending.data.amount)}
            {pending.data.term ? ` · ${pending.data.term} months` : ''}
          </Text>
        </Stack>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" disabled={replacing} onClick={() => actor.send({ type: 'pending.continue' })}>
          Continue this offer
        </Button>
        <Button variant="outline" loading={replacing} onClick={() => actor.send({ type: 'pending.replace' })}>
          Cancel it and choose another
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

const STANDALONE: Readonly<Record<string, { title: string; description: string }>> = {
  '/offers/redeemed': {
    title: "You've already redeemed this offer",
    description: 'The lender has your application. Your other offers are still in the marketplace.',
  },
  '/offers/redirect': {
    title: 'You are on your way to the lender',
    description: "If the lender's page did not open, open your offer again from the marketplace.",
  },
  '/offers/pending/secure': {
    title: 'Your offer is reserved',
    description: `It is held for ${UPLOAD_LATER_RESERVATION_HOURS} hours. Use the link in your email to upload your documents and finish.`,
  },
  '/offers/pending/expired': {
    title: 'Your reservation has expired',
    description:
      'The offer was held for you while the documents were awaited, and has now been released. Your offers are back in the marketplace.',
  },
};
const NOTHING_PENDING = {
  title: 'Nothing is waiting for you',
  description: `You have no offer waiting for documents. A reservation lasts ${UPLOAD_LATER_RESERVATION_HOURS} hours; one that expired has been released, and your offers are back in the marketplace.`,
};

/** The journey's pages outside an offer opened with no journey running (a reload, a bookmark, the mailed link). */
export function StandaloneJourneyPage({ prefix, page }: { prefix: ConsumerPrefix; page: string }) {
  const text = STANDALONE[page] ?? NOTHING_PENDING;
  return (
    <Stack gap="4" maxW="xl">
      <PageHeader title={text.title} description={text.description} />
      <Box>
        <Button asChild variant="outline">
          <Link to={`${prefix}/marketplace`}>Back to my offers</Link>
        </Button>
      </Box>
    </Stack>
  );
}
