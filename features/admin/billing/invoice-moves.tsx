import { Button } from '@chakra-ui/react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { type Invoice, listInvoices, updateInvoiceStatus } from '../../../api/billing.ts';
import type { ApiClient } from '../../../api/client.ts';
import type { InvoiceStatus } from '../../../domain/billing/pricing.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { said } from '../../../kit/words.ts';
import { invoiceTargets } from '../../../machines/billing/invoice-lifecycle.ts';
import { billingBillingPageMessages as m } from '../messages/billing-billing-page.ts';

const ACTION_LABELS: Record<ReturnType<typeof invoiceTargets>[number], MessageDescriptor> = {
  OPEN: m.issue,
  PAID: m.markPaid,
  UNCOLLECTIBLE: m.uncollectible,
  VOID: m.void,
};

/** An invoice's status change, toasted, refreshing the billing report. */
export function useInvoiceMove(client: ApiClient) {
  return useConfigMutation({
    mutationFn: (input: { invoice: Invoice; status: InvoiceStatus }) =>
      client.call(updateInvoiceStatus, { params: { invoiceId: input.invoice.id }, body: { status: input.status } }),
    toasts: {
      pending: m.updatingTheInvoice,
      success: (invoice) => said(m.invoiceStatus, { number: invoice.number, status: labelOf(invoice.status) }),
      error: m.couldNotUpdateTheInvoice,
    },
    invalidate: [listQueryKey(listInvoices)],
  });
}

/** The moves the invoice lifecycle allows from the invoice's status, one button each. */
export function InvoiceMoves({ invoice, move }: { invoice: Invoice; move: ReturnType<typeof useInvoiceMove> }) {
  return invoiceTargets(invoice.status).map((status) => (
    <Button key={status} size="xs" variant="ghost" onClick={() => move.mutate({ invoice, status })}>
      <FormattedMessage {...ACTION_LABELS[status]} />
    </Button>
  ));
}
