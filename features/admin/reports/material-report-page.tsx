import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { MATERIAL_REPORT_FIELDS, type MaterialReportRow, materialReport } from '../../../api/reports.ts';
import { AuditDiffTable } from '../../../console/audit-diff-table.tsx';
import { ReportPage } from '../../../console/report-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { cells } from '../../../kit/display-cells.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { reportsMaterialReportPageMessages as m } from '../messages/reports-material-report-page.ts';
import { type MaterialSearch, materialDetailQuery } from './material-search.ts';

const column = createColumnHelper<MaterialReportRow>();
const columns = [
  column.accessor('createdDate', { header: columnHeader(m.createdDate), cell: cells.dateTime }),
  column.accessor('createdBy', { header: columnHeader(m.createdBy) }),
  column.accessor('category', { header: columnHeader(m.category), cell: cells.label }),
  column.accessor('action', { header: columnHeader(m.action), cell: cells.label }),
  column.accessor('entity', { header: columnHeader(m.campaignOrEntity), enableSorting: false, cell: cells.label }),
  column.accessor('entityName', { header: columnHeader(m.entityName) }),
  column.accessor('financialInstitution', { header: columnHeader(m.financialInstitution), enableSorting: false }),
  column.accessor('embedder', { header: columnHeader(m.embedder), enableSorting: false }),
];

/** /admin/console/materialReports: the audit trail by date, category and action, with each row's changes. */
export function MaterialReportPage(page: ConsolePageProps<MaterialSearch>) {
  const { client, search, navigateSearch } = page;
  const { formatMessage: t } = useIntl();
  const auditId = search.auditId;
  const detail = useQuery(materialDetailQuery(client, auditId));
  const close = () => navigateSearch({ auditId: undefined });
  return (
    <ReportPage
      title={m.materialReport}
      description={m.everyConsoleChangeAndSign}
      label={m.auditRecords}
      endpoint={materialReport}
      page={page}
      fields={MATERIAL_REPORT_FIELDS}
      columns={columns}
      fileName="material-report"
      errorMessage={m.reportFailed}
      emptyMessage={m.noAuditRecords}
      rowActions={(row) => (
        <Button
          size="xs"
          variant="outline"
          onClick={() => navigateSearch({ auditId: row.id })}
          aria-label={t(m.detailsOf, { value: labelOf(row.action), value2: formatDateTime(row.createdDate) })}
        >
          {t(m.details)}
        </Button>
      )}
    >
      {auditId === undefined ? null : (
        <QueryGate query={detail} failure={t(m.recordFailed)} skeletonHeight="24">
          {(data) => <AuditDiffTable detail={data} onClose={close} />}
        </QueryGate>
      )}
    </ReportPage>
  );
}
