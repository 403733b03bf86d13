import { useIntl } from 'react-intl';
import { INVOICE_FIELDS, lenderInvoicePdf, listLenderInvoices } from '../../../api/billing.ts';
import { InvoicePdfButton, invoiceColumns } from '../../../console/invoice-columns.tsx';
import { ReportPage, type ReportSearch } from '../../../console/report-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { billingLenderBillingPageMessages as m } from '../messages/billing-lender-billing-page.ts';

/** /lender/console/billing: the lender's invoices (issued ones) with their PDFs (002 §2 "invoices and billing"). */
export function LenderBillingPage({ client, fiId = 0, search, navigateSearch }: ConsolePageProps<ReportSearch>) {
  const { formatMessage: t } = useIntl();
  return (
    <ReportPage
      title={t(m.invoicesAndBilling)}
      description={t(m.yourInvoicesPerCampaignWhat)}
      label={t(m.invoices)}
      endpoint={listLenderInvoices}
      client={client}
      params={{ fiId }}
      search={search}
      navigateSearch={navigateSearch}
      fields={INVOICE_FIELDS}
      columns={invoiceColumns}
      fileName="invoices"
      errorMessage={t(m.thereWasAnErrorGetting)}
      emptyMessage={t(m.noInvoicesYet)}
      rowActions={(invoice) => (
        <InvoicePdfButton
          invoice={invoice}
          load={() => client.call(lenderInvoicePdf, { params: { fiId, invoiceId: invoice.id } })}
        />
      )}
    />
  );
}
