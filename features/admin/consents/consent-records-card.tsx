import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import Papa from 'papaparse';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import type { ConsentRecord } from '../../../api/consents.ts';
import { CONSENT_TEXTS } from '../../../domain/compliance/consents.ts';
import { formatDateTime } from '../../../domain/format/date.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { saveTextFile } from '../../../kit/save-file.ts';
import { columnHeader } from '../../../kit/words.ts';
import { consentsConsentRecordsCardMessages as m } from '../messages/consents-consent-records-card.ts';
import { consentsQuery } from './consent-admin-pages.ts';

const COLUMNS: readonly ColumnDef<ConsentRecord, string>[] = [
  { id: 'givenAt', header: columnHeader(m.given), accessorFn: (r) => formatDateTime(r.givenAt) },
  { id: 'kind', header: columnHeader(m.consent), accessorFn: (r) => CONSENT_TEXTS[r.kind].title },
  { id: 'version', header: columnHeader(m.textVersion), accessorFn: (r) => r.version },
  { id: 'hash', header: columnHeader(m.textSha256), accessorFn: (r) => `${r.textHash.slice(0, 12)}…` },
  { id: 'channel', header: columnHeader(m.site), accessorFn: (r) => `/${r.channel}` },
  { id: 'ip', header: columnHeader(m.address), accessorFn: (r) => r.ipAddress ?? '—' },
];

/** Every field of every record, for the file a support case or an examiner asks for. */
export const consentsCsv = (records: readonly ConsentRecord[]): string =>
  Papa.unparse(
    records.map((r) => ({
      given_at: r.givenAt,
      kind: r.kind,
      version: r.version,
      text_sha256: r.textHash,
      channel: r.channel,
      ip_address: r.ipAddress ?? '',
      user_agent: r.userAgent ?? '',
    })),
  );

/**
 * A consumer's consent records (decision 0611), read-only, with their CSV export: the card a consumer lookup shows.
 * `consumer` is the consumer's id or access code.
 */
export function ConsentRecordsCard({ client, consumer }: { client: ApiClient; consumer: string }) {
  const { formatMessage: t } = useIntl();
  const consents = useQuery(consentsQuery(client, consumer));
  const data = consents.data;
  return (
    <Stack gap="3" borderWidth="1px" borderRadius="lg" bg="bg" p="4">
      <HStack justify="space-between" flexWrap="wrap" gap="2">
        <Text fontWeight="600">
          {t(m.consents, { value: data ? ` of ${data.consumerName} (${data.accessCode})` : '' })}
        </Text>
        <Button
          size="sm"
          variant="outline"
          disabled={!data || data.records.length === 0}
          onClick={() => data && saveTextFile(`consents-${data.accessCode}.csv`, consentsCsv(data.records), 'text/csv')}
        >
          {t(m.downloadCsv)}
        </Button>
      </HStack>
      {data && data.pending.length > 0 ? (
        <Text fontSize="sm" color="fg.muted">
          {t(m.stillToAsk, { value: data.pending.map((kind) => CONSENT_TEXTS[kind].title).join(', ') })}
        </Text>
      ) : null}
      <DataTable
        label={m.consentRecords}
        columns={COLUMNS}
        rows={data?.records ?? []}
        rowKey={(record) => record.id}
        loading={consents.isPending}
        error={consents.isError ? t(m.consentsFailed) : null}
        onRetry={() => void consents.refetch()}
        emptyMessage={t(m.noConsentOnRecord)}
      />
    </Stack>
  );
}
