import { Badge, Button, HStack } from '@chakra-ui/react';
import { createColumnHelper } from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { LuDownload } from 'react-icons/lu';
import { useIntl } from 'react-intl';
import { INVOICE_FIELDS, type Invoice, type listInvoices, type listLenderInvoices } from '../api/billing.ts';
import type { InvoiceStatus } from '../domain/billing/pricing.ts';
import { labelOf } from '../domain/format/labels.ts';
import { cells } from '../kit/display-cells.ts';
import { DOWNLOAD_MESSAGES } from '../kit/paged-list.ts';
import { saveBlobFile } from '../kit/save-file.ts';
import { runWithToasts } from '../kit/toasts.ts';
import { columnHeader } from '../kit/words.ts';
import { invoiceColumnsMessages as m } from './messages/invoice-columns.ts';
import { ReportPage, type ReportPageProps } from './report-page.tsx';

const PALETTE: Readonly<Record<InvoiceStatus, string>> = {
  NOT_CREATED: 'gray',
  NO_REDEEMS: 'gray',
  NOT_CONFIGURED: 'orange',
  CREATION_ERROR: 'red',
  DRAFT: 'blue',
  OPEN: 'purple',
  PAID: 'green',
  UNCOLLECTIBLE: 'red',
  VOID: 'gray',
};

/** The admin's invoice list or the lender's. */
type InvoiceList = typeof listInvoices | typeof listLenderInvoices;
const column = createColumnHelper<Invoice>();
/** The billing report's columns (002 §3), for the admin's billing page and the lender's invoices. */
export const invoiceColumns = [
  column.accessor('number', { header: columnHeader(m.invoice) }),
  column.accessor('lenderName', { header: columnHeader(m.lender) }),
  column.accessor('campaignName', { header: columnHeader(m.campaign) }),
  column.accessor((row) => `${row.startDate} – ${row.endDate}`, {
    id: 'dates',
    header: columnHeader(m.dates),
    enableSorting: false,
  }),
  column.accessor('generationDate', { header: columnHeader(m.generated), cell: (c) => c.getValue() ?? '—' }),
  column.accessor('dueDate', {
    header: columnHeader(m.dueDate),
    enableSorting: false,
    cell: (c) => c.getValue() ?? '—',
  }),
  column.accessor('pricingModel', { header: columnHeader(m.pricingModel), cell: cells.label }),
  column.accessor('totalRedeems', { header: columnHeader(m.totalRedeems) }),
  column.accessor('totalDue', {
    header: columnHeader(m.totalDue),
    enableSorting: false,
    cell: cells.money,
  }),
  column.accessor('status', {
    header: columnHeader(m.status),
    cell: (c) => (
      <Badge colorPalette={PALETTE[c.getValue()]} variant="subtle">
        {labelOf(c.getValue())}
      </Badge>
    ),
  }),
  column.accessor('errorText', {
    header: columnHeader(m.errors),
    enableSorting: false,
    cell: (c) => c.getValue() || '—',
  }),
];

/** Download PDF of one invoice: `load` fetches its bytes (the admin's or the lender's call). */
export function InvoicePdfButton({ invoice, load }: { invoice: Invoice; load: () => Promise<unknown> }) {
  const intl = useIntl();
  const { formatMessage: t } = intl;
  const download = () =>
    runWithToasts(
      async () => {
        const blob = await load();
        if (!(blob instanceof Blob)) throw new Error('The server did not answer a PDF');
        saveBlobFile(`invoice-${invoice.number}.pdf`, blob);
      },
      DOWNLOAD_MESSAGES,
      intl,
    ).catch(() => undefined);
  return (
    <Button
      size="xs"
      variant="outline"
      onClick={() => void download()}
      aria-label={t(m.downloadPdfOfInvoice, { number: invoice.number })}
    >
      <LuDownload aria-hidden="true" /> {t(m.pdf)}
    </Button>
  );
}

/**
 * The billing report (the admin's billing page, the lender's invoices): the invoice columns and fields, each row's
 * Download PDF (`pdf` fetches its bytes) and, where given, its further actions (the admin's status moves).
 */
export function InvoiceReport({
  pdf,
  moves,
  ...report
}: Omit<ReportPageProps<InvoiceList>, 'fields' | 'columns' | 'rowActions'> & {
  readonly pdf: (invoice: Invoice) => Promise<unknown>;
  readonly moves?: ((invoice: Invoice) => ReactNode) | undefined;
}) {
  const download = (invoice: Invoice) => <InvoicePdfButton invoice={invoice} load={() => pdf(invoice)} />;
  return (
    <ReportPage<InvoiceList>
      {...report}
      fields={INVOICE_FIELDS}
      columns={invoiceColumns}
      rowActions={(invoice: Invoice) =>
        moves ? (
          <HStack gap="1" justify="flex-end">
            {download(invoice)}
            {moves(invoice)}
          </HStack>
        ) : (
          download(invoice)
        )
      }
    />
  );
}
