import { createColumnHelper } from '@tanstack/react-table';
import { listPrequalLeads, PREQUAL_LEAD_FIELDS, type PrequalLead } from '../../../api/prequal-leads.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');
const column = createColumnHelper<PrequalLead>();
const columns = [
  column.accessor('prequalAt', { header: 'Prequal time', cell: (c) => when(c.getValue()) }),
  column.accessor((lead) => `${lead.firstName} ${lead.lastName}`, { id: 'name', header: 'Name', enableSorting: false }),
  column.accessor('hasOffers', { header: 'Has offers', cell: (c) => (c.getValue() ? 'Yes' : 'No') }),
  column.accessor('redeemedAt', { header: 'Redeemed at', cell: (c) => when(c.getValue()) }),
  column.accessor('email', { header: 'Email' }),
  column.accessor('phone', { header: 'Phone' }),
  column.accessor('address', { header: 'Address' }),
  column.accessor('campaign', { header: 'Campaign', cell: (c) => c.getValue() ?? '—' }),
  // Whether the prequal matched a consumer of the campaign file: the consumer's internal id is no reader's business.
  column.accessor('consumerId', { header: 'Consumer match', cell: (c) => (c.getValue() ? 'Matched' : 'No match') }),
  column.accessor('embedder', { header: 'Embedder' }),
];

/** /embedder/console/prequalLeads (002 §3): every partner prequal call, filtered by date, offers and redemption. */
export const PrequalLeadsPage: ListPageComponent = listPage({
  title: 'Prequal Leads',
  description: "Everyone your site sent to the partner API's prequal call, and whether they had offers and redeemed.",
  label: 'Prequal leads',
  endpoint: listPrequalLeads,
  params: ({ embedderId = 0 }) => ({ embedderId }),
  fields: PREQUAL_LEAD_FIELDS,
  columns,
  errorMessage: 'There was an error getting the prequal leads',
  emptyMessage: 'No prequal leads yet.',
});
