import { Badge, Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { formatPercent, formatUsdShort, PAYMENT_PLACEHOLDER } from '../domain/format/money.ts';
import { useFormats } from './intl/use-formats.ts';
import { offerCardMessages as m } from './offer-card-messages.ts';

export interface OfferCardProps {
  name: string;
  lenderName: string;
  /** Miles to the nearest branch, when known. */
  distance?: number | undefined;
  /** PRESCREEN = pre-approved; PREQUAL = prequalified (001 §3; consumer marketplaces must say which). */
  tierType: 'PREQUAL' | 'PRESCREEN';
  insuranceCoverage: string;
  /** The APR of the term the payment is estimated at (never another term's: Regulation Z trigger terms). */
  apr?: string | undefined;
  /** The offer's lowest APR when lower than the shown term's, with its own term, labelled as the lowest. */
  lowestApr?: { apr: string; termMonths?: number | undefined } | undefined;
  apy?: string | undefined;
  termMonths?: number | undefined;
  /** False for revolving credit (cards): no fixed term, so no payment to estimate and no payment box. */
  hasPayment?: boolean | undefined;
  minimum: string;
  limit: string;
  /** Undefined while unknown: shows the seed's placeholder '$----'. */
  estimatedPayment?: string | undefined;
  /** The payment frequency, as the seed's code ('BI_WEEKLY') or its English word ('bi-weekly'); monthly otherwise. */
  paymentFrequencyLabel: string;
  disclosureSummary: string;
  /** What the lender offers alongside (001 §3 add-ons), by name. */
  addOns?: readonly string[] | undefined;
  redacted?: boolean;
  /** The consumer's redemption of this offer: redeemed, or waiting for their documents. */
  redemption?: 'redeemed' | 'pending' | undefined;
  onSelect?: () => void;
  /** The prescreen opt-out notice (rendered by the feature, which owns the link to the long notice). */
  notice?: ReactNode;
}

function badgeOf(props: OfferCardProps): { text: MessageDescriptor; palette: string } {
  if (props.redacted) return { text: m.noLongerAvailable, palette: 'gray' };
  if (props.redemption === 'redeemed') return { text: m.redeemed, palette: 'green' };
  if (props.redemption === 'pending') return { text: m.inProgress, palette: 'orange' };
  return props.tierType === 'PRESCREEN'
    ? { text: m.preApproved, palette: 'brand' }
    : { text: m.prequalified, palette: 'purple' };
}

const COVERAGE_TEXT: Readonly<Record<string, { id: string; defaultMessage: string }>> = {
  NCUA: m.coverageNCUA,
  ASI: m.coverageASI,
  FDIC: m.coverageFDIC,
};

/** 'bi-weekly' and 'BI_WEEKLY' both name the seed's code the payment message selects on. */
const frequencyCode = (label: string): string => label.toUpperCase().replace('-', '_');

/** The insurance line after the disclosure, unless the lender's disclosure already says it ("Member FDIC."). */
export function coverageNote(disclosure: string, coverage: string | undefined): string {
  if (!coverage || disclosure.toLowerCase().includes(coverage.toLowerCase())) return '';
  return ` ${coverage}.`;
}

const Fact = ({ label, value }: { label: string; value: string }) => (
  <Stack gap="0" minW="0">
    <Text fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="0.04em">
      {label}
    </Text>
    <Text fontWeight="600" fontSize="lg" truncate>
      {value}
    </Text>
  </Stack>
);

/** One offer as the marketplace lists it: lender, pre-approval kind, rate, amount range, estimate, disclosure. */
export function OfferCard(props: OfferCardProps) {
  const intl = useIntl();
  const formats = useFormats();
  const t = (message: MessageDescriptor, values?: Record<string, string | number>) =>
    intl.formatMessage(message, values);
  const deposit = props.apy !== undefined;
  const badge = badgeOf(props);
  const payment =
    props.estimatedPayment === undefined || Number(props.estimatedPayment) <= 0
      ? PAYMENT_PLACEHOLDER
      : formats.usd(props.estimatedPayment, { cents: true });
  const coverage = COVERAGE_TEXT[props.insuranceCoverage];
  return (
    <Box
      as="article"
      aria-label={t(m.label, { name: props.name, lender: props.lenderName })}
      bg="bg"
      borderWidth="1px"
      borderRadius="xl"
      p="5"
      shadow="sm"
      opacity={props.redacted ? 0.6 : 1}
      display="flex"
      flexDirection="column"
      gap="4"
      h="full"
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Heading as="h3" size="md">
            {props.name}
          </Heading>
          <Text color="fg.muted" fontSize="sm">
            {props.lenderName}
            {props.distance === undefined ? '' : t(m.distance, { miles: props.distance })}
          </Text>
        </Stack>
        <Badge colorPalette={badge.palette} variant="subtle" flexShrink={0}>
          {t(badge.text)}
        </Badge>
      </HStack>
      <HStack gap="6" flexWrap="wrap">
        {deposit ? (
          <Fact label={t(m.apy)} value={formatPercent(props.apy)} />
        ) : (
          <Fact label={t(m.apr)} value={formatPercent(props.apr)} />
        )}
        {props.termMonths ? <Fact label={t(m.term)} value={t(m.termValue, { months: props.termMonths })} /> : null}
        <Fact
          label={t(deposit ? m.openingDeposit : m.amount)}
          value={`${formatUsdShort(props.minimum)}–${formatUsdShort(props.limit)}`}
        />
      </HStack>
      {props.lowestApr && !deposit ? (
        <Text fontSize="sm" color="fg.muted" data-testid="lowest-apr">
          {props.lowestApr.termMonths
            ? t(m.lowestAprFor, { apr: formatPercent(props.lowestApr.apr), months: props.lowestApr.termMonths })
            : t(m.lowestApr, { apr: formatPercent(props.lowestApr.apr) })}
        </Text>
      ) : null}
      {deposit || props.hasPayment === false ? null : (
        <Box bg="bg.muted" borderRadius="md" px="3" py="2">
          <Text fontSize="sm" color="fg.muted">
            {t(m.estimatedPayment, { frequency: frequencyCode(props.paymentFrequencyLabel) })}
          </Text>
          <Text fontSize="xl" fontWeight="700">
            {payment}
          </Text>
        </Box>
      )}
      {props.addOns?.length ? (
        <Text fontSize="sm" color="brand.fg">
          {t(m.addOns, { names: props.addOns.join(', ') })}
        </Text>
      ) : null}
      <Text fontSize="xs" color="fg.muted" flex="1">
        {props.disclosureSummary}
        {/* The lender writes its disclosure in English: one that says "Member FDIC." already needs no translation after it. */}
        {coverage && coverageNote(props.disclosureSummary, coverage.defaultMessage)
          ? coverageNote(props.disclosureSummary, t(coverage))
          : ''}
      </Text>
      {props.notice}
      {props.onSelect && !props.redacted ? (
        <Button colorPalette="brand" onClick={props.onSelect}>
          {t(m.seeDetails)}
        </Button>
      ) : null}
    </Box>
  );
}
