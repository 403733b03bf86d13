import { lenderInvoicePdf, listLenderInvoices } from '../../../api/billing.ts';
import { InvoiceReport } from '../../../console/invoice-columns.tsx';
import type { ReportSearch } from '../../../console/report-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { billingLenderBillingPageMessages as m } from '../messages/billing-lender-billing-page.ts';

/** /lender/console/billing: the lender's invoices (issued ones) with their PDFs (002 §2 "invoices and billing"). */
export function LenderBillingPage(page: ConsolePageProps<ReportSearch>) {
  const { client, fiId = 0 } = page;
  return (
    <InvoiceReport
      title={m.invoicesAndBilling}
      description={m.yourInvoicesPerCampaignWhat}
      label={m.invoices}
      endpoint={listLenderInvoices}
      page={page}
      params={{ fiId }}
      fileName="invoices"
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noInvoicesYet}
      pdf={(invoice) => client.call(lenderInvoicePdf, { params: { fiId, invoiceId: invoice.id } })}
    />
  );
}
