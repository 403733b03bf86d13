import { INVOICE_FIELDS, lenderInvoicePdf, listLenderInvoices } from '../../../api/billing.ts';
import { InvoicePdfButton, invoiceColumns } from '../../../console/invoice-columns.tsx';
import { ReportPage, type ReportSearch } from '../../../console/report-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';

/** /lender/console/billing: the lender's invoices (issued ones) with their PDFs (002 §2 "invoices and billing"). */
export function LenderBillingPage({ client, fiId = 0, search, navigateSearch }: ConsolePageProps<ReportSearch>) {
  return (
    <ReportPage
      title="Invoices and billing"
      description="Your invoices per campaign: what was billed for your redeems, and whether it is paid."
      label="Invoices"
      endpoint={listLenderInvoices}
      client={client}
      params={{ fiId }}
      search={search}
      navigateSearch={navigateSearch}
      fields={INVOICE_FIELDS}
      columns={invoiceColumns}
      fileName="invoices"
      errorMessage="There was an error getting the invoices"
      emptyMessage="No invoices yet."
      rowActions={(invoice) => (
        <InvoicePdfButton
          invoice={invoice}
          load={() => client.call(lenderInvoicePdf, { params: { fiId, invoiceId: invoice.id } })}
        />
      )}
    />
  );
}
