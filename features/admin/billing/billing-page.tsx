import { HStack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { INVOICE_FIELDS, invoicePdf, listInvoices } from '../../../api/billing.ts';
import { InvoicePdfButton, invoiceColumns } from '../../../console/invoice-columns.tsx';
import { ReportPage, type ReportSearch } from '../../../console/report-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { billingBillingPageMessages as m } from '../messages/billing-billing-page.ts';
import { GenerateInvoiceForm } from './generate-invoice-form.tsx';
import { InvoiceMoves, useInvoiceMove } from './invoice-moves.tsx';

/** /admin/console/billing: generate invoices, the billing report, statuses and each invoice's PDF. */
export function BillingPage({ client, session, search, navigateSearch }: ConsolePageProps<ReportSearch>) {
  const { formatMessage: t } = useIntl();
  const writer = can(session, 'billing');
  const move = useInvoiceMove(client);
  return (
    <ReportPage
      title={t(m.billing)}
      description={t(m.invoicesPerLenderAndCampaign)}
      label={t(m.invoices)}
      endpoint={listInvoices}
      client={client}
      search={search}
      navigateSearch={navigateSearch}
      fields={INVOICE_FIELDS}
      columns={invoiceColumns}
      fileName="billing-report"
      errorMessage={t(m.invoicesFailed)}
      emptyMessage={t(m.noInvoices)}
      rowActions={(invoice) => (
        <HStack gap="1" justify="flex-end">
          <InvoicePdfButton
            invoice={invoice}
            load={() => client.call(invoicePdf, { params: { invoiceId: invoice.id } })}
          />
          {writer ? <InvoiceMoves invoice={invoice} move={move} /> : null}
        </HStack>
      )}
    >
      {writer ? <GenerateInvoiceForm client={client} /> : null}
    </ReportPage>
  );
}
