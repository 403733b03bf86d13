import { Link as ChakraLink, HStack, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { can } from '../../../kit/permission.ts';
import { processingStepPagesMessages as m } from '../messages/processing-step-pages.ts';
import { BureauConnectionLink, MetricsTable, PgpKeyPanel, PublishAtInput } from './panels.tsx';
import { metricsVersion } from './processing-queries.ts';
import { SftpPanel } from './sftp-panel.tsx';
import { StepPage, type StepPageProps } from './step-page.tsx';
import { useProcessing } from './use-processing.ts';

/** The step pages of campaigns/campaign-admin-pages.ts, each the step's card with what that step needs. */
export const TuExportPage = (props: StepPageProps) => (
  <StepPage {...props} step="tu-export" extra={<BureauConnectionLink />} />
);
export const TuImportPage = (props: StepPageProps) => (
  <StepPage {...props} step="tu-import" extra={<BureauConnectionLink />} />
);
export const GenerateOffersPage = (props: StepPageProps) => <StepPage {...props} step="generate-offers" />;
export const ImportStepPage = (props: StepPageProps) => <StepPage {...props} step="import" />;
export const PgpStepPage = (props: StepPageProps) => (
  <StepPage {...props} step="pgp" extra={<PgpKeyPanel client={props.client} />} />
);
export const SftpStepPage = (props: StepPageProps) => (
  <StepPage
    {...props}
    step="sftp"
    extra={
      <SftpPanel
        client={props.client}
        embedderId={Number(props.params.embedderId)}
        canWrite={can(props.session, 'processing')}
      />
    }
  />
);

export function EmailPayloadsPage(props: StepPageProps) {
  const { formatMessage: t } = useIntl();
  const [local, setLocal] = useState('');
  const { query } = useProcessing(props.client, props.params.ucCampaignId);
  const counts = query.data?.emailPayloads;
  const publishAt = local ? new Date(local).toISOString() : undefined;
  return (
    <StepPage
      {...props}
      step="generate-email-payloads"
      publishAt={publishAt}
      extra={
        <Stack gap="2">
          <PublishAtInput value={local} onChange={setLocal} />
          {counts ? (
            <Text fontSize="sm">
              {t(m.eMailsPublished, {
                total: counts.total,
                published: counts.published,
                value: counts.nextPublishAt
                  ? t(m.nextAt, { when: new Date(counts.nextPublishAt).toLocaleString() })
                  : '',
              })}
            </Text>
          ) : null}
        </Stack>
      }
    />
  );
}

export function MetricsPage(props: StepPageProps) {
  const { query } = useProcessing(props.client, props.params.ucCampaignId);
  const step = query.data?.steps.find((s) => s.key === 'metrics-calc');
  return (
    <StepPage
      {...props}
      step="metrics-calc"
      extra={
        <MetricsTable client={props.client} campaignId={props.params.ucCampaignId} version={metricsVersion(step)} />
      }
    />
  );
}

/** embedder-import: the console uploads' import, then each enrolled embedder's own SFTP → PGP → import. */
export function EmbedderImportPage(props: StepPageProps) {
  const { formatMessage: t } = useIntl();
  const campaignId = props.params.ucCampaignId;
  const { query } = useProcessing(props.client, campaignId);
  const base = '/admin/console/uc/campaign/$ucCampaignId/processing/embedder-import/$embedderId' as const;
  return (
    <StepPage
      {...props}
      step="embedder-import"
      extra={
        <Stack gap="2" fontSize="sm">
          {query.data?.embedders.map((e) => (
            <HStack key={e.embedderId} gap="3" flexWrap="wrap">
              <Text fontWeight="600">{e.name}</Text>
              <Text>{t(m.consoleFileSReady, { readyFiles: e.readyFiles })}</Text>
              {(['sftp', 'pgp', 'import'] as const).map((step) => (
                <ChakraLink asChild key={step} color="brand.fg">
                  <Link to={`${base}/${step}`} params={{ ucCampaignId: campaignId, embedderId: String(e.embedderId) }}>
                    {step === 'sftp' ? t(m.sftpCopy) : step === 'pgp' ? t(m.pgpDecryption) : t(m.fileImport)}
                  </Link>
                </ChakraLink>
              ))}
            </HStack>
          ))}
        </Stack>
      }
    />
  );
}
