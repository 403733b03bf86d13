import { Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { CENSUS_TRACT_FIELD, uploadCensusTracts } from '../../../api/fair-lending.ts';
import { INCOME_LEVEL_LABELS } from '../../../domain/compliance/fair-lending.ts';
import { CENSUS_TRACT_LABELS, censusTractRowSchema } from '../../../domain/validation/census-tract.ts';
import { CsvImportPanel } from '../../../kit/csv-import-panel.tsx';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { campaignsFairLendingPageMessages as m } from '../messages/campaigns-fair-lending-page.ts';
import { censusTractsKey, censusTractsQuery, fairLendingReportsKey } from './fair-lending-queries.ts';

const columns = Object.entries(CENSUS_TRACT_LABELS).map(([key, label]) => ({ key, label }));

/** The census tracts on file and the FFIEC file's import (admins who may change campaigns). */
export function CensusTracts({ client, canImport }: { client: ApiClient; canImport: boolean }) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const summary = useQuery(censusTractsQuery(client));
  return (
    <Stack gap="3" as="section" aria-label={t(m.censusTracts)}>
      <Heading as="h2" size="md">
        {t(m.censusTracts)}
      </Heading>
      <QueryGate query={summary} failure={t(m.tractsFailed)} skeletonHeight="8">
        {(data) => (
          <Text color="fg.muted">
            {t(m.tractsOnFileFromFfiec, {
              tracts: data.tracts,
              uploaded: data.uploaded,
              demo: data.demo,
              value: data.latestYear ? t(m.latestYear, { year: String(data.latestYear) }) : '',
              value2: data.byLevel
                .map((entry) => `${entry.level ? INCOME_LEVEL_LABELS[entry.level] : t(m.unknownLevel)} ${entry.tracts}`)
                .join(', '),
            })}
          </Text>
        )}
      </QueryGate>
      {canImport ? (
        <CsvImportPanel
          label={t(m.ffiecCensusFile)}
          fieldName={CENSUS_TRACT_FIELD}
          rowSchema={censusTractRowSchema}
          columns={columns}
          onUpload={(_file, { files, signal }) => client.call(uploadCensusTracts, { files, signal })}
          onDone={({ imported }) => {
            toaster.create({ type: 'success', title: t(m.censusTractsImported, { count: imported }), duration: 5000 });
            void queryClient.invalidateQueries({ queryKey: censusTractsKey() });
            void queryClient.invalidateQueries({ queryKey: fairLendingReportsKey() });
          }}
        />
      ) : null}
    </Stack>
  );
}
