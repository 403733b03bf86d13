import { Box, Button, HStack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { generateInvoice, getInvoice, listInvoices } from '../../../api/billing.ts';
import type { ApiClient } from '../../../api/client.ts';
import { labelOf } from '../../../domain/format/labels.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { Picker } from '../../../kit/picker.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { said } from '../../../kit/words.ts';
import { billingGenerateInvoiceFormMessages as m } from '../messages/billing-generate-invoice-form.ts';
import { billingCampaignsQuery, invoiceLendersQuery } from './billing-queries.ts';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Generate the invoice of a lender and campaign: queues the `invoices` job and waits (≤ 30 s) for its outcome. */
export function GenerateInvoiceForm({ client }: { client: ApiClient }) {
  const { formatMessage: t } = useIntl();
  const lenders = useQuery(invoiceLendersQuery(client));
  const campaigns = useQuery(billingCampaignsQuery(client));
  const [lender, setLender] = useState('');
  const [campaign, setCampaign] = useState('');
  const generate = useConfigMutation({
    mutationFn: async () => {
      const created = await client.call(generateInvoice, {
        body: { lenderId: Number(lender), ucCampaignId: campaign },
      });
      for (let attempt = 0; attempt < 30; attempt++) {
        const invoice = await client.call(getInvoice, { params: { invoiceId: created.id } });
        if (invoice.status !== 'NOT_CREATED') return invoice;
        await wait(1000);
      }
      return created;
    },
    toasts: {
      pending: m.generatingTheInvoice,
      success: (invoice) => said(m.invoiceStatus, { number: invoice.number, status: labelOf(invoice.status) }),
      error: m.couldNotGenerateTheInvoice,
    },
    invalidate: [listQueryKey(listInvoices)],
  });
  const lenderOptions = (lenders.data?.content ?? []).map((row) => ({ value: String(row.fiId), label: row.name }));
  const campaignOptions = (campaigns.data ?? []).map((row) => ({
    value: row.id,
    label: `${row.name} (${labelOf(row.status)})`,
  }));
  return (
    <HStack gap="3" align="flex-end" flexWrap="wrap">
      <Box flex="1 1 14rem" maxW="22rem">
        <Picker
          label={t(m.lender)}
          value={lender}
          options={[{ value: '', label: m.chooseALender }, ...lenderOptions]}
          onChange={setLender}
        />
      </Box>
      <Box flex="1 1 14rem" maxW="22rem">
        <Picker
          label={t(m.campaign)}
          value={campaign}
          options={[{ value: '', label: m.chooseACampaign }, ...campaignOptions]}
          onChange={setCampaign}
        />
      </Box>
      <Button disabled={!lender || !campaign} loading={generate.isPending} onClick={() => generate.mutate()}>
        {t(m.generateInvoice)}
      </Button>
    </HStack>
  );
}
