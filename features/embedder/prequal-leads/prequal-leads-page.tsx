import { createColumnHelper } from '@tanstack/react-table';
import { listPrequalLeads, PREQUAL_LEAD_FIELDS, type PrequalLead } from '../../../api/prequal-leads.ts';
import { formatDateTime } from '../../../domain/format/date.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';

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
export function PrequalLeadsPage({ client, embedderId = 0, search, navigateSearch }: ConsolePageProps<ListSearch>) {
  return (
    <>
      <PageHeader
        title="Prequal Leads"
        description="Everyone your site sent to the partner API's prequal call, and whether they had offers and redeemed."
      />
      <PagedTable
        label="Prequal leads"
        endpoint={listPrequalLeads}
        client={client}
        params={{ embedderId }}
        search={search}
        onSearchChange={navigateSearch}
        fields={PREQUAL_LEAD_FIELDS}
        columns={columns}
        errorMessage="There was an error getting the prequal leads"
        emptyMessage="No prequal leads yet."
      />
    </>
  );
}
