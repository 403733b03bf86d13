import { invoicePdf, listInvoices } from '../../../api/billing.ts';
import { InvoiceReport } from '../../../console/invoice-columns.tsx';
import type { ReportSearch } from '../../../console/report-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { billingBillingPageMessages as m } from '../messages/billing-billing-page.ts';
import { GenerateInvoiceForm } from './generate-invoice-form.tsx';
import { InvoiceMoves, useInvoiceMove } from './invoice-moves.tsx';

/** /admin/console/billing: generate invoices, the billing report, statuses and each invoice's PDF. */
export function BillingPage(page: ConsolePageProps<ReportSearch>) {
  const { client, session } = page;
  const writer = can(session, 'billing');
  const move = useInvoiceMove(client);
  return (
    <InvoiceReport
      title={m.billing}
      description={m.invoicesPerLenderAndCampaign}
      label={m.invoices}
      endpoint={listInvoices}
      page={page}
      fileName="billing-report"
      errorMessage={m.invoicesFailed}
      emptyMessage={m.noInvoices}
      pdf={(invoice) => client.call(invoicePdf, { params: { invoiceId: invoice.id } })}
      moves={(invoice) => (writer ? <InvoiceMoves invoice={invoice} move={move} /> : null)}
    >
      {writer ? <GenerateInvoiceForm client={client} /> : null}
    </InvoiceReport>
  );
}
