import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { FinancialInstitution } from '../../../api/lenders.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { FactList } from '../../../kit/fact-list.tsx';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLenderViewPageMessages as m } from '../messages/lenders-lender-view-page.ts';
import { labelOf } from './lender-labels.ts';
import { RemoveLenderButton } from './remove-lender.tsx';
import { LENDER_LOAD_FAILURE, useLender } from './use-lender.ts';

const onOff = (value: boolean) => (value ? 'Yes' : 'No');
const list = (items: readonly string[]) => (items.length > 0 ? items.join(', ') : '—');

/** The 002 §3 fields in reading order. */
const rows = (lender: FinancialInstitution): [string, ReactNode][] => [
  ['Lender ID', lender.code],
  ['FI id', lender.fiId],
  ['Institution type', labelOf(lender.type)],
  ['Insurance coverage', labelOf(lender.insuranceCoverage)],
  ['Credit bureau', labelOf(lender.creditBureau)],
  ['EIN', lender.einNumber ?? '—'],
  ['Website', lender.websiteUrl ?? '—'],
  ['Phone', lender.phone ?? '—'],
  ['Description', lender.description ?? '—'],
  ['Profile description', lender.profileDescription ?? '—'],
  ['Year established', lender.yearEstablished ?? '—'],
  [
    'Primary color',
    lender.primaryColor ? (
      <HStack key="color">
        <Box boxSize="4" borderRadius="sm" borderWidth="1px" style={{ background: lender.primaryColor }} />
        <Text>{lender.primaryColor}</Text>
      </HStack>
    ) : (
      '—'
    ),
  ],
  ['Logo', lender.hasLogo ? 'Uploaded' : 'None'],
  ['Document-image e-mails', list(lender.documentImageEmails)],
  ['Loan-lead e-mails', list(lender.loanLeadEmails)],
  ['Payment customer ID', lender.paymentCustomerId ?? '—'],
  ['Pricing model', labelOf(lender.pricingModel)],
  ['Auto-enroll', onOff(lender.autoEnroll)],
  ['Local priority', onOff(lender.localPriority)],
  ['National presence', onOff(lender.nationalPresence)],
  ['Accepts MLA borrowers', onOff(lender.acceptsMla)],
];

/**
 * The pages of one lender. Users, pricing and marketplace settings come with other issues (console users, billing,
 * enrollment); marketplace settings open on the next campaign, where workflow changes take effect (002 §4).
 */
const LINKS = [
  { label: 'Users', to: '/admin/console/lenders/$lenderId/users' },
  { label: 'Settings', to: '/admin/console/lenders/$lenderId/settings' },
  { label: 'Configuration', to: '/admin/console/lenders/$lenderId/configuration' },
  { label: 'Embedder blocklist', to: '/admin/console/lenders/$lenderId/embedderBlocklist' },
  { label: 'Pricing', to: '/admin/console/lenders/$lenderId/pricing' },
  {
    label: 'Marketplace settings',
    to: '/admin/console/lenders/$lenderId/ucCampaign/$ucCampaignId/marketplaceSettings',
    ucCampaignId: 'next',
  },
] as const;

/** /admin/console/lenders/{lenderId}: a read-only summary of the lender with the way to each of its pages. */
export function LenderViewPage({
  client,
  params,
  session,
}: ConsolePageProps<Record<string, never>, { lenderId: string }>) {
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
            <Button key={link.label} asChild variant="outline" size="sm">
              <Link
                to={link.to}
                params={{
                  lenderId: params.lenderId,
                  ...('ucCampaignId' in link ? { ucCampaignId: link.ucCampaignId } : {}),
                }}
              >
                {link.label}
              </Link>
            </Button>
          ))}
        </HStack>
        <QueryGate query={lender} failure={LENDER_LOAD_FAILURE} skeletonHeight="96">
          {(data) => <FactList facts={rows(data)} />}
        </QueryGate>
      </Stack>
    </>
  );
}
