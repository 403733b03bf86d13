import { Button, HStack } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { downloadLoanLeadReport } from '../../../api/loan-lead-report.ts';
import type { LeadView } from '../../../domain/loan-leads/loan-leads.ts';
import { DOWNLOAD_MESSAGES } from '../../../kit/paged-list.ts';
import { saveBlobFile, saveTextFile } from '../../../kit/save-file.ts';
import { runWithToasts } from '../../../kit/toasts.ts';
import { loanLeadsLeadReportDownloadMessages as m } from '../messages/loan-leads-lead-report-download.ts';

/**
 * Download report (CSV / XLSX): every field of the view's leads, as on each lead's page (decision 0703). The list's
 * own CSV keeps the table's columns; this is the whole record.
 */
export function LeadReportDownload({ client, fiId, view }: { client: ApiClient; fiId: number; view: LeadView }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const [busy, setBusy] = useState<'csv' | 'xlsx' | null>(null);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(format);
    try {
      await runWithToasts(
        async () => {
          const file: unknown = await client.call(downloadLoanLeadReport, {
            params: { fiId },
            query: { view, format },
            suppressServerErrorRedirect: true,
          });
          // The client answers CSV as text and a spreadsheet as a Blob.
          if (typeof file === 'string') saveTextFile('loan-lead-report.csv', file, 'text/csv;charset=utf-8');
          else if (file instanceof Blob) saveBlobFile(`loan-lead-report.${format}`, file);
          else throw new Error('The server did not answer a file');
        },
        DOWNLOAD_MESSAGES,
        intl,
      );
    } catch {
      // The error toast has told the user.
    } finally {
      setBusy(null);
    }
  };
  return (
    <HStack gap="2" mb="3" role="group" aria-label={t(m.loanLeadReport)}>
      {(['csv', 'xlsx'] as const).map((format) => (
        <Button key={format} size="sm" variant="outline" loading={busy === format} onClick={() => download(format)}>
          <LuDownload /> {t(m.report, { value: format.toUpperCase() })}
        </Button>
      ))}
    </HStack>
  );
}
