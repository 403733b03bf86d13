import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { FinancialInstitution } from '../../../api/lenders.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { type Fact, FactList } from '../../../kit/fact-list.tsx';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { wordsNode } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLenderFieldsMessages as fields } from '../messages/lenders-lender-fields.ts';
import { lendersLenderViewPageMessages as m } from '../messages/lenders-lender-view-page.ts';
import { labelOf } from './lender-labels.ts';
import { RemoveLenderButton } from './remove-lender.tsx';
import { LENDER_LOAD_FAILURE, useLender } from './use-lender.ts';

const onOff = (value: boolean) => wordsNode(value ? m.yes : m.no);
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

/** The 002 §3 fields in reading order. */
const rows = (lender: FinancialInstitution): Fact[] => [
  { label: fields.lenderId, value: lender.code },
  { label: m.fiId, value: lender.fiId },
  { label: fields.institutionType, value: labelOf(lender.type) },
  { label: fields.insuranceCoverage, value: labelOf(lender.insuranceCoverage) },
  { label: fields.creditBureau, value: labelOf(lender.creditBureau) },
  { label: fields.ein, value: lender.einNumber ?? '—' },
  { label: fields.website, value: lender.websiteUrl ?? '—' },
  { label: fields.phone, value: lender.phone ?? '—' },
  { label: fields.description, value: lender.description ?? '—' },
  { label: fields.profileDescription, value: lender.profileDescription ?? '—' },
  { label: fields.yearEstablished, value: lender.yearEstablished ?? '—' },
  {
    label: fields.primaryColor,
    value: lender.primaryColor ? (
      <HStack key="color">
        <Box boxSize="4" borderRadius="sm" borderWidth="1px" style={{ background: lender.primaryColor }} />
        <Text>{lender.primaryColor}</Text>
      </HStack>
    ) : (
      '—'
    ),
  },
  { label: m.logo, value: wordsNode(lender.hasLogo ? m.uploaded : m.none) },
  { label: m.documentImageEMails, value: list(lender.documentImageEmails) },
  { label: m.loanLeadEMails, value: list(lender.loanLeadEmails) },
  { label: fields.paymentCustomerId, value: lender.paymentCustomerId ?? '—' },
  { label: fields.pricingModel, value: labelOf(lender.pricingModel) },
  { label: fields.autoEnroll, value: onOff(lender.autoEnroll) },
  { label: fields.localPriority, value: onOff(lender.localPriority) },
  { label: fields.nationalPresence, value: onOff(lender.nationalPresence) },
  { label: fields.acceptsMlaBorrowers, value: onOff(lender.acceptsMla) },
];

/**
 * The pages of one lender. Users, pricing and marketplace settings come with other issues (console users, billing,
 * enrollment); marketplace settings open on the next campaign, where workflow changes take effect (002 §4).
 */
const LINKS = [
  { label: m.users, to: '/admin/console/lenders/$lenderId/users' },
  { label: m.settings, to: '/admin/console/lenders/$lenderId/settings' },
  { label: m.configuration, to: '/admin/console/lenders/$lenderId/configuration' },
  { label: m.embedderBlocklist, to: '/admin/console/lenders/$lenderId/embedderBlocklist' },
  { label: m.pricing, to: '/admin/console/lenders/$lenderId/pricing' },
  {
    label: m.marketplaceSettings,
    to: '/admin/console/lenders/$lenderId/ucCampaign/$ucCampaignId/marketplaceSettings',
    ucCampaignId: 'next',
  },
] as const;

/** /admin/console/lenders/{lenderId}: a read-only summary of the lender with the way to each of its pages. */
export function LenderViewPage({ client, params, session }: ParamPageProps<{ lenderId: string }>) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(client, params.lenderId);
  const data = lender.data;
  return (
    <>
      <PageHeader
        title={data?.name ?? 'Lender'}
        description={
          data ? (
            <Badge colorPalette={data.onboardingStatus === 'PROSPECT' ? 'orange' : 'green'}>
              {labelOf(data.onboardingStatus)}
            </Badge>
          ) : null
        }
        actions={
          can(session, 'lenders') ? (
            <HStack gap="2">
              {data ? <RemoveLenderButton client={client} lenderId={params.lenderId} name={data.name} /> : null}
              <Button asChild colorPalette="brand" size="sm">
                <Link to="/admin/console/lenders/$lenderId/edit" params={{ lenderId: params.lenderId }}>
                  {t(m.edit)}
                </Link>
              </Button>
            </HStack>
          ) : null
        }
      />
      <Stack gap="8" maxW="4xl">
        <HStack as="nav" aria-label={t(m.lenderPages)} gap="2" flexWrap="wrap">
          {LINKS.map((link) => (
            <Button key={link.to} asChild variant="outline" size="sm">
              <Link
                to={link.to}
                params={{
                  lenderId: params.lenderId,
                  ...('ucCampaignId' in link ? { ucCampaignId: link.ucCampaignId } : {}),
                }}
              >
                {t(link.label)}
              </Link>
            </Button>
          ))}
        </HStack>
        <QueryGate query={lender} failure={t(LENDER_LOAD_FAILURE)} skeletonHeight="96">
          {(data) => <FactList facts={rows(data)} />}
        </QueryGate>
      </Stack>
    </>
  );
}
