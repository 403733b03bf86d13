import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Embedder } from '../../../api/embedders.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { FactList } from '../../../kit/fact-list.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embeddersEmbedderPageMessages as m } from '../messages/embedders-embedder-page.ts';
import { RemoveEmbedderButton } from './remove-embedder.tsx';
import { canEditEmbedders, embedderIdOf, embedderLink, LOAD_FAILURE, useEmbedder } from './shared.ts';

const yesNo = (value: boolean) => (
  <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
    {value ? <FormattedMessage {...m.yes} /> : <FormattedMessage {...m.no} />}
  </Badge>
);

const SUMMARY: readonly [string, (embedder: Embedder) => React.ReactNode][] = [
  ['Embedder ID', (e) => e.code],
  ['Number', (e) => e.embedderId],
  ['Custom domain', (e) => e.customDomain ?? '—'],
  ['Reports dashboard ID', (e) => e.reportsDashboardId ?? '—'],
  ['Logo', (e) => e.logoUrl ?? '—'],
  ['Favicon', (e) => e.faviconUrl ?? '—'],
  ['Exit redirect URL', (e) => e.exitRedirectUrl ?? '—'],
  ['Exit button label', (e) => e.exitButtonLabel ?? '—'],
  ['Force new document verification session', (e) => yesNo(e.forceNewDocumentVerificationSession)],
  ['Prioritize local lender offers', (e) => yesNo(e.prioritizeLocalLenderOffers)],
  ['Theme', (e) => (e.themeCss ? 'Custom' : 'Offerwell default')],
];

/** The embedder's sub-pages of 002 §2, each a link from its summary. */
const LINKS = [
  { page: 'edit', label: 'Edit', write: true },
  { page: 'theme', label: 'Theme', write: true },
  { page: 'users', label: 'Users', write: false },
  { page: 'fiBlocklist', label: 'FI blocklist', write: false },
  { page: 'settings', label: 'Campaign settings', write: false },
  { page: 'approvedProducts', label: 'Approved products', write: false },
] as const;

/** /admin/console/embedders/{embedderId}: the embedder's summary and the way to each of its screens. */
export function EmbedderPage({
  client,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { embedderId: string }>) {
  const { formatMessage: t } = useIntl();
  const embedderId = embedderIdOf(params);
  const embedder = useEmbedder(client, embedderId);
  const editable = canEditEmbedders(session);
  return (
    <Stack gap="6">
      <PageHeader
        title={embedder.data?.name ?? 'Embedder'}
        description={t(m.partnerSiteProfile)}
        actions={
          editable && embedder.data ? (
            <RemoveEmbedderButton client={client} embedderId={embedderId} name={embedder.data.name} />
          ) : null
        }
      />
      <HStack gap="2" flexWrap="wrap" as="nav" aria-label={t(m.embedderPages)}>
        {LINKS.filter((link) => editable || !link.write).map((link) => (
          <Button
            key={link.page}
            asChild
            size="sm"
            variant={link.page === 'edit' ? 'solid' : 'outline'}
            colorPalette="brand"
          >
            <Link {...embedderLink(embedderId, link.page)}>{link.label}</Link>
          </Button>
        ))}
      </HStack>
      <QueryGate query={embedder} failure={LOAD_FAILURE} skeletonHeight="64">
        {(data) => <FactList framed facts={SUMMARY.map(([label, value]) => [label, value(data)] as const)} />}
      </QueryGate>
    </Stack>
  );
}
