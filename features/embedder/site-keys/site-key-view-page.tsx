import { Badge, Button, Code, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { LuPencil } from 'react-icons/lu';
import { FormattedMessage, useIntl } from 'react-intl';
import type { SiteKeyDetails } from '../../../api/site-keys.ts';
import { QrCodeCard } from '../../../console/qr-code-card.tsx';
import { productTypeLabel } from '../../../domain/marketplace/site-key-link.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { FactList } from '../../../kit/fact-list.tsx';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { wordsNode } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { siteKeyQuery } from '../keys-queries.ts';
import { siteKeysSiteKeyViewPageMessages as m } from '../messages/site-keys-site-key-view-page.ts';

function Details({ siteKey }: { siteKey: SiteKeyDetails }) {
  const origins = siteKey.approvedOrigins.length ? siteKey.approvedOrigins.join(', ') : wordsNode(m.none);
  return (
    <FactList
      facts={[
        { label: m.key, value: <Code key="key">{siteKey.key}</Code> },
        {
          label: m.status,
          value: (
            <Badge key="on" colorPalette={siteKey.enabled ? 'green' : 'gray'}>
              {siteKey.enabled ? <FormattedMessage {...m.enabled} /> : <FormattedMessage {...m.disabled} />}
            </Badge>
          ),
        },
        {
          label: m.approvedOrigins,
          value: (
            <Text key="origins" wordBreak="break-all">
              {origins}
            </Text>
          ),
        },
      ]}
    />
  );
}

/** /embedder/console/keys/siteKeyManagement/{siteKeyId}/view: the key and one QR code per approved product. */
export function SiteKeyViewPage({ client, embedderId = 0, session, params }: ParamPageProps<{ siteKeyId: string }>) {
  const { formatMessage: t } = useIntl();
  const siteKey = useQuery(siteKeyQuery(client, embedderId, params.siteKeyId));
  const edit = (
    <Button asChild variant="outline" size="sm">
      <Link to="/embedder/console/keys/siteKeyManagement/$siteKeyId/edit" params={params}>
        <LuPencil /> {t(m.edit)}
      </Link>
    </Button>
  );

  return (
    <QueryGate query={siteKey} failure={t(m.thereWasAnErrorGetting)}>
      {(data) => (
        <Stack gap="8">
          <PageHeader title={data.name} description={t(m.siteKey)} actions={can(session, 'keys') ? edit : null} />
          <Details siteKey={data} />
          <Stack gap="4" as="section" aria-labelledby="qr-codes">
            <Heading id="qr-codes" as="h2" size="lg">
              {t(m.qrCodesPerProduct)}
            </Heading>
            <Text color="fg.muted">
              {t(m.eachCodeOpensTheOffers, {
                value: data.enabled ? '' : t(m.thisKeyIsDisabled),
              })}
            </Text>
            <SimpleGrid columns={{ base: 1, sm: 2, lg: 3, xl: 4 }} gap="4">
              {data.productLinks.map(({ productType, url }) => (
                <QrCodeCard
                  key={productType}
                  title={productTypeLabel(productType)}
                  link={url}
                  fileName={`${data.key}-${productType}`}
                />
              ))}
            </SimpleGrid>
          </Stack>
        </Stack>
      )}
    </QueryGate>
  );
}
