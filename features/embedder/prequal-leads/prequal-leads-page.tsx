import { createColumnHelper } from '@tanstack/react-table';
import { listPrequalLeads, PREQUAL_LEAD_FIELDS, type PrequalLead } from '../../../api/prequal-leads.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { formatDateTime } from '../../../domain/format/date.ts';
import { embedderParams } from '../../../kit/page-loader.ts';
import { columnHeader, wordsNode } from '../../../kit/words.ts';
import { prequalLeadsPrequalLeadsPageMessages as m } from '../messages/prequal-leads-prequal-leads-page.ts';

const when = (value: string | null) => (value ? formatDateTime(value) : '—');
const column = createColumnHelper<PrequalLead>();
const columns = [
  column.accessor('prequalAt', { header: columnHeader(m.prequalTime), cell: (c) => when(c.getValue()) }),
  column.accessor((lead) => `${lead.firstName} ${lead.lastName}`, {
    id: 'name',
    header: columnHeader(m.name),
    enableSorting: false,
  }),
  column.accessor('hasOffers', {
    header: columnHeader(m.hasOffers),
    cell: (c) => wordsNode(c.getValue() ? m.yes : m.no),
  }),
  column.accessor('redeemedAt', { header: columnHeader(m.redeemedAt), cell: (c) => when(c.getValue()) }),
  column.accessor('email', { header: columnHeader(m.email) }),
  column.accessor('phone', { header: columnHeader(m.phone) }),
  column.accessor('address', { header: columnHeader(m.address) }),
  column.accessor('campaign', { header: columnHeader(m.campaign), cell: (c) => c.getValue() ?? '—' }),
  // Whether the prequal matched a consumer of the campaign file: the consumer's internal id is no reader's business.
  column.accessor('consumerId', {
    header: columnHeader(m.consumerMatch),
    cell: (c) => wordsNode(c.getValue() ? m.matched : m.noMatch),
  }),
  column.accessor('embedder', { header: columnHeader(m.embedder) }),
];

/** /embedder/console/prequalLeads (002 §3): every partner prequal call, filtered by date, offers and redemption. */
export const PrequalLeadsPage: ListPageComponent = listPage({
  title: m.prequalLeads2,
  description: m.everyoneYourSiteSentTo,
  label: m.prequalLeads,
  endpoint: listPrequalLeads,
  params: embedderParams,
  fields: PREQUAL_LEAD_FIELDS,
  columns,
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noPrequalLeadsYet,
});
