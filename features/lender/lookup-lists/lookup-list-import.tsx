import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { lenderCalls } from '../../../api/lender-calls.ts';
import { lookupCsvRowSchema } from '../../../domain/validation/lookup-list.ts';
import { type CsvColumnLabels, CsvImportPanel, useTemplateColumns } from '../../../kit/csv-import-panel.tsx';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { toaster } from '../../../ui/toaster.tsx';
import { lookupListsLookupListImportMessages as m } from '../messages/lookup-lists-lookup-list-import.ts';
import type { LookupListScreenSpec } from './lookup-list-pages.ts';

/** The preview's headers and the row errors' column names (the lists' template: code, label), in the reader's words. */
const LABELS: CsvColumnLabels = { code: m.code, label: m.label };

interface ImportProps {
  readonly spec: LookupListScreenSpec;
  readonly client: ApiClient;
  readonly fiId: number;
  readonly onClose: () => void;
}

/** The list's CSV (its own form field), replacing every value once the user confirms. */
export function LookupListImport({ spec, client, fiId, onClose }: ImportProps) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const { list } = spec;
  const calls = lenderCalls(client);
  const title = t(spec.title);
  const lower = title.toLowerCase();
  const columns = useTemplateColumns(list.template, LABELS);
  return (
    <CsvImportPanel
      label={t(m.file, { title })}
      fieldName={list.uploadField}
      rowSchema={lookupCsvRowSchema}
      columns={columns}
      confirm={t(m.theImportReplacesTheWhole, { list: lower })}
      downloadTemplate={() => calls.downloadTemplate(fiId, list.template)}
      onUpload={(file) => calls.uploadLookupList(list, fiId, file)}
      onDone={({ imported }) => {
        toaster.create({
          type: 'success',
          title: t(m.listImported, { list: title, count: imported }),
          duration: 5000,
        });
        void queryClient.invalidateQueries({ queryKey: listQueryKey(list.endpoints.list) });
        onClose();
      }}
    />
  );
}
