import { Button, Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { applyRateFile, type RateFileRecord, uploadRateFile } from '../../../api/lender-campaigns.ts';
import { CONFIRMATION_WORDS } from '../../../domain/validation/confirmation.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { useTypedConfirmation } from '../../../kit/typed-confirmation.tsx';
import { said } from '../../../kit/words.ts';
import { FileDrop } from '../../../ui/file-drop.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { enrollmentRatesPageMessages as m } from '../messages/enrollment-rates-page.ts';
import { catalogueKey, rateFilesKey, useRateFiles } from './campaign-queries.ts';
import { RateFileErrors } from './rate-file-errors.tsx';
import { RateHistoryTable } from './rate-history-table.tsx';

/** campaign/rates: rate change history, upload a rate change (CSV product,tier,term,apr), its row errors, apply it. */
export function RatesPage({ client, fiId = 0, session }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const files = useRateFiles(client, fiId);
  const confirm = useTypedConfirmation();
  const [file, setFile] = useState<File | null>(null);
  const [last, setLast] = useState<RateFileRecord | null>(null);
  const writer = session.realm === 'fi' && can(session, 'products');
  const send = useConfigMutation({
    mutationFn: () => client.call(uploadRateFile, { params: { fiId }, files: { rateFile: file as File } }),
    toasts: {
      pending: m.uploadingTheRateChange,
      success: m.rateChangeValidated,
      error: m.weWereUnableToUpload,
    },
    invalidate: [rateFilesKey(fiId)],
    onSuccess: (answer) => setLast(answer),
  });
  const apply = useConfigMutation({
    mutationFn: (fileId: string) =>
      client.call(applyRateFile, { params: { fiId, fileId }, body: { confirmation: CONFIRMATION_WORDS.rateUpdate } }),
    toasts: { pending: m.updatingRates, success: m.ratesUpdated, error: m.couldNotUpdateTheRates },
    invalidate: [rateFilesKey(fiId), catalogueKey(fiId)],
    onSuccess: (answer) => setLast(answer),
  });
  const applyWithWord = async (record: RateFileRecord) => {
    if (
      await confirm({
        kind: 'rateUpdate',
        title: m.updateRates,
        description: said(m.applyNewAprs, { count: String(record.rows.length), fileName: record.fileName }),
        confirmLabel: m.updateRates,
      })
    )
      apply.mutate(record.fileId);
  };
  return (
    <Stack gap="6">
      <PageHeader title={t(m.rateChanges)} description={t(m.uploadACsvWithThe)} />
      {writer ? (
        <Stack gap="3" as="section" aria-labelledby="upload-rates">
          <Heading as="h2" size="md" id="upload-rates">
            {t(m.uploadRateChange)}
          </Heading>
          <FileDrop
            label={t(m.rateFile)}
            accept={['.csv', 'text/csv']}
            file={file}
            hint={t(m.csvProductTierTermApr)}
            onFile={setFile}
          />
          <Button
            alignSelf="flex-start"
            colorPalette="brand"
            disabled={!file}
            loading={send.isPending}
            onClick={() => send.mutate()}
          >
            {t(m.uploadAndValidate)}
          </Button>
          {last ? (
            <RateFileErrors
              file={last}
              onApply={last.status === 'VALIDATED' ? () => void applyWithWord(last) : undefined}
            />
          ) : null}
        </Stack>
      ) : null}
      <Stack gap="3" as="section" aria-labelledby="rate-history">
        <Heading as="h2" size="md" id="rate-history">
          {t(m.rateChangeHistory)}
        </Heading>
        <QueryGate query={files} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="20">
          {(data) => (
            <RateHistoryTable
              files={data.files}
              onApply={writer ? (record) => void applyWithWord(record) : undefined}
            />
          )}
        </QueryGate>
      </Stack>
    </Stack>
  );
}
