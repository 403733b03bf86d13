import { Badge, Button, HStack, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { FormattedMessage, useIntl } from 'react-intl';
import type { Embedder } from '../../../api/embedders.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { FactList } from '../../../kit/fact-list.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { type Words, wordsNode } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { embeddersEmbedderFormPageMessages as fields } from '../messages/embedders-embedder-form-page.ts';
import { embeddersEmbedderPageMessages as m } from '../messages/embedders-embedder-page.ts';
import { RemoveEmbedderButton } from './remove-embedder.tsx';
import { canEditEmbedders, embedderIdOf, embedderLink, LOAD_FAILURE, useEmbedder } from './shared.ts';

const yesNo = (value: boolean) => (
  <Badge colorPalette={value ? 'green' : 'gray'} variant="subtle">
    {value ? <FormattedMessage {...m.yes} /> : <FormattedMessage {...m.no} />}
  </Badge>
);

const SUMMARY: readonly { label: Words; value: (embedder: Embedder) => React.ReactNode }[] = [
  { label: fields.embedderId, value: (e) => e.code },
  { label: m.number, value: (e) => e.embedderId },
  { label: fields.customDomain, value: (e) => e.customDomain ?? '—' },
  { label: fields.reportsDashboardId, value: (e) => e.reportsDashboardId ?? '—' },
  { label: fields.logo, value: (e) => e.logoUrl ?? '—' },
  { label: fields.favicon, value: (e) => e.faviconUrl ?? '—' },
  { label: fields.exitRedirectUrl, value: (e) => e.exitRedirectUrl ?? '—' },
  { label: fields.exitButtonLabel, value: (e) => e.exitButtonLabel ?? '—' },
  { label: fields.forceNewDocumentVerificationSession, value: (e) => yesNo(e.forceNewDocumentVerificationSession) },
  { label: fields.prioritizeLocalLenderOffers, value: (e) => yesNo(e.prioritizeLocalLenderOffers) },
  { label: m.theme, value: (e) => wordsNode(e.themeCss ? m.custom : m.offerwellDefault) },
];

/** The embedder's sub-pages of 002 §2, each a link from its summary. */
const LINKS = [
  { page: 'edit', label: m.edit, write: true },
  { page: 'theme', label: m.theme, write: true },
  { page: 'users', label: m.users, write: false },
  { page: 'fiBlocklist', label: m.fiBlocklist, write: false },
  { page: 'settings', label: m.campaignSettings, write: false },
  { page: 'approvedProducts', label: m.approvedProducts, write: false },
] as const;

/** /admin/console/embedders/{embedderId}: the embedder's summary and the way to each of its screens. */
export function EmbedderPage({ client, session, params }: ParamPageProps<{ embedderId: string }>) {
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
            <Link {...embedderLink(embedderId, link.page)}>{t(link.label)}</Link>
          </Button>
        ))}
      </HStack>
      <QueryGate query={embedder} failure={t(LOAD_FAILURE)} skeletonHeight="64">
        {(data) => <FactList framed facts={SUMMARY.map(({ label, value }) => ({ label, value: value(data) }))} />}
      </QueryGate>
    </Stack>
  );
}
