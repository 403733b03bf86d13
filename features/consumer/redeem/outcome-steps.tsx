import { Alert, Box, Button, Center, DataList, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { LuCircleCheck } from 'react-icons/lu';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { CERTIFICATE_VALID_DAYS, UPLOAD_LATER_RESERVATION_HOURS } from '../../../domain/catalog/limits.ts';
import type { CertificateMessage } from '../../../domain/certificate/certificate-messages.ts';
import { formatPercent } from '../../../domain/format/money.ts';
import { useFormats } from '../../../ui/intl/use-formats.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { PageSpinner } from '../../../ui/page-spinner.tsx';
import { outcomeMessages as m, standaloneMessages as sm } from '../i18n/messages/redeem-outcome.ts';
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
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  return (
    <JourneyFrame stage="Redeem" title={t(m.reviewTitle)} description={t(m.reviewText)}>
      {rateChanged ? (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t(m.rateChanged)}</Alert.Title>
        </Alert.Root>
      ) : null}
      <DataList.Root orientation="horizontal" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
        {(
          [
            [t(m.offer), offer?.name],
            [t(m.lender), offer?.financialInstitution.name],
            [t(m.amount), application ? formats.usd(application.amount) : undefined],
            [t(m.term), term?.term ? t(m.months, { months: term.term }) : undefined],
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
        {t(m.reviewNote)}
      </Text>
      <HStack>
        <Button colorPalette="brand" loading={submitting} onClick={() => actor.send({ type: 'redeem.confirm' })}>
          {t(m.redeem)}
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
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame title={t(m.redeemedTitle)}>
      <SuccessMark />
      <Text>{t(m.redeemedText, { lender: offer?.financialInstitution.name ?? t(m.yourLender) })}</Text>
      <HStack>
        <Button colorPalette="brand" onClick={() => actor.send({ type: 'redeem.next' })}>
          {t(m.seeCertificate)}
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
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  if (!redeemed || !offer) return <PageSpinner label={t(m.preparing)} />;
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
      // The PDF in the page's language: the same Spanish the server's mailed certificate has.
      const language = {
        format: (message: CertificateMessage, values?: Record<string, string>) => t(message, values),
        tag: formats.locale,
      };
      const bytes = await certificatePdf(facts, await loadCertificateFonts(), language);
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
    <JourneyFrame title={t(m.certificateTitle)}>
      <Stack gap="3" bg="bg" borderWidth="2px" borderColor="teal.600" borderRadius="xl" p={{ base: '5', md: '8' }}>
        <Text fontSize="sm" color="teal.700" fontWeight="700" letterSpacing="wider" textTransform="uppercase">
          {t(m.certificateKind)}
        </Text>
        <Text fontSize="2xl" fontWeight="800" data-testid="certificate-number">
          {redeemed.certificateNumber}
        </Text>
        <Text>{t(m.offerFrom, { offer: offer.name, lender: offer.financialInstitution.name })}</Text>
        <Text fontSize="xl" fontWeight="700">
          {t(m.certificateTerms, {
            amount: formats.usd(redeemed.amount, { cents: true }),
            months: redeemed.term ?? 'none',
            apr: term ? formatPercent(term.apr) : 'none',
          })}
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t(m.redeemedOn, { redeemed: formats.date(redeemedAt), valid: formats.date(validUntil) })}
        </Text>
      </Stack>
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" onClick={() => void download()}>
          {t(m.download)}
        </Button>
      </HStack>
      {failed ? (
        <Text color="red.700" role="alert">
          {t(m.downloadFailed)}
        </Text>
      ) : null}
    </JourneyFrame>
  );
}

export function RedirectingScreen() {
  const { offer } = useRedeemJourney();
  const { formatMessage: t } = useIntl();
  return (
    <JourneyFrame title={t(m.takingYou, { lender: offer?.financialInstitution.name ?? t(m.theLender) })}>
      <PageSpinner label={t(m.onTheirSite)} />
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
  const { formatMessage: t } = useIntl();
  const formats = useFormats();
  return (
    <JourneyFrame title={t(m.pendingTitle)} description={t(m.pendingText)}>
      {offer && pending.data ? (
        <Stack gap="1" bg="bg" borderWidth="1px" borderRadius="xl" p="5">
          <Text fontWeight="700">{offer.name}</Text>
          <Text color="fg.muted">
            {offer.financialInstitution.name} · {formats.usd(pending.data.amount)}
            {pending.data.term ? ` · ${t(m.months, { months: pending.data.term })}` : ''}
          </Text>
        </Stack>
      ) : null}
      <HStack gap="3" flexWrap="wrap">
        <Button colorPalette="brand" disabled={replacing} onClick={() => actor.send({ type: 'pending.continue' })}>
          {t(m.continueOffer)}
        </Button>
        <Button variant="outline" loading={replacing} onClick={() => actor.send({ type: 'pending.replace' })}>
          {t(m.cancelPending)}
        </Button>
      </HStack>
    </JourneyFrame>
  );
}

const STANDALONE: Readonly<Record<string, { title: MessageDescriptor; description: MessageDescriptor }>> = {
  '/offers/redeemed': { title: sm.redeemedTitle, description: sm.redeemedText },
  '/offers/redirect': { title: sm.redirectTitle, description: sm.redirectText },
  '/offers/pending/secure': { title: sm.secureTitle, description: sm.secureText },
  '/offers/pending/expired': { title: sm.expiredTitle, description: sm.expiredText },
};
const NOTHING_PENDING = { title: sm.nothingTitle, description: sm.nothingText };

/** The journey's pages outside an offer opened with no journey running (a reload, a bookmark, the mailed link). */
export function StandaloneJourneyPage({ prefix, page }: { prefix: ConsumerPrefix; page: string }) {
  const text = STANDALONE[page] ?? NOTHING_PENDING;
  const { formatMessage: t } = useIntl();
  const hours = { hours: UPLOAD_LATER_RESERVATION_HOURS };
  return (
    <Stack gap="4" maxW="xl">
      <PageHeader title={t(text.title)} description={t(text.description, hours)} />
      <Box>
        <Button asChild variant="outline">
          <Link to={`${prefix}/marketplace`}>{t(m.backToOffers)}</Link>
        </Button>
      </Box>
    </Stack>
  );
}
