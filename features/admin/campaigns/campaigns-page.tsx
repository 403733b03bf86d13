import { Link as ChakraLink } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { listUcCampaigns, UC_CAMPAIGN_FIELDS, type UcCampaign } from '../../../api/uc-campaigns.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { formatCampaignPeriod } from '../../../domain/format/campaign-dates.ts';
import { cells } from '../../../kit/display-cells.ts';
import { columnHeader } from '../../../kit/words.ts';
import { campaignsCampaignsPageMessages as m } from '../messages/campaigns-campaigns-page.ts';
import { CAMPAIGNS_ROOT, DisplayStatusBadge } from './shared.tsx';

const column = createColumnHelper<UcCampaign>();
const columns = [
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: (cell) => (
      <ChakraLink asChild color="brand.fg" fontWeight="600">
        <Link to="/admin/console/uc/campaign/$ucCampaignId" params={{ ucCampaignId: cell.row.original.ucCampaignId }}>
          {cell.getValue()}
        </Link>
      </ChakraLink>
    ),
  }),
  column.accessor('displayStatus', {
    header: columnHeader(m.displayStatus),
    cell: (cell) => <DisplayStatusBadge status={cell.getValue()} />,
  }),
  column.accessor('status', { header: columnHeader(m.status), cell: cells.label }),
  column.accessor('enrollmentPeriod', {
    header: columnHeader(m.enrollmentPeriod),
    cell: (cell) => formatCampaignPeriod(cell.getValue(), '—'),
  }),
  column.accessor('activeOffersPeriod', {
    header: columnHeader(m.activeOffersPeriod),
    cell: (cell) => formatCampaignPeriod(cell.getValue(), '—'),
  }),
];

/** /admin/console/uc/campaign (002 §2): every UC campaign, filterable by status. */
export const CampaignsPage: ListPageComponent = listPage({
  title: m.campaigns,
  description: m.ucCampaignsEnrollmentPrescreenOffers,
  add: { label: m.addCampaign, link: linkOptions({ to: `${CAMPAIGNS_ROOT}/new` }), area: 'campaigns' },
  label: m.campaigns,
  endpoint: listUcCampaigns,
  fields: UC_CAMPAIGN_FIELDS,
  columns,
  csvFileName: 'campaigns',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noCampaignsYet,
  rowKey: (campaign) => campaign.ucCampaignId,
});
