import { Button, HStack } from '@chakra-ui/react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { INVOICE_FIELDS, type Invoice, invoicePdf, listInvoices, updateInvoiceStatus } from '../../../api/billing.ts';
import { InvoicePdfButton, invoiceColumns } from '../../../console/invoice-columns.tsx';
import { ReportPage, type ReportSearch } from '../../../console/report-page.tsx';
import type { InvoiceStatus } from '../../../domain/billing/pricing.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { said } from '../../../kit/words.ts';
import { invoiceTargets } from '../../../machines/billing/invoice-lifecycle.ts';
import { billingBillingPageMessages as m } from '../messages/billing-billing-page.ts';
import { GenerateInvoiceForm } from './generate-invoice-form.tsx';

const ACTION_LABELS: Record<ReturnType<typeof invoiceTargets>[number], MessageDescriptor> = {
  OPEN: m.issue,
  PAID: m.markPaid,
  UNCOLLECTIBLE: m.uncollectible,
  VOID: m.void,
};

/** /admin/console/billing: generate invoices, the billing report, statuses and each invoice's PDF. */
export function BillingPage({ client, session, search, navigateSearch }: ConsolePageProps<ReportSearch>) {
  const { formatMessage: t } = useIntl();
  const writer = can(session, 'billing');
  const move = useConfigMutation({
    mutationFn: (input: { invoice: Invoice; status: InvoiceStatus }) =>
      client.call(updateInvoiceStatus, { params: { invoiceId: input.invoice.id }, body: { status: input.status } }),
    toasts: {
      pending: m.updatingTheInvoice,
      success: (invoice) => said(m.invoiceStatus, { number: invoice.number, status: labelOf(invoice.status) }),
      error: m.couldNotUpdateTheInvoice,
    },
    invalidate: [listQueryKey(listInvoices)],
  });
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
          {writer
            ? invoiceTargets(invoice.status).map((status) => (
                <Button key={status} size="xs" variant="ghost" onClick={() => move.mutate({ invoice, status })}>
                  {t(ACTION_LABELS[status])}
                </Button>
              ))
            : null}
        </HStack>
      )}
    >
      {writer ? <GenerateInvoiceForm client={client} /> : null}
    </ReportPage>
  );
}
