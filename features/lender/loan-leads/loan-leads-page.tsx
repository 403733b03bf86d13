import { Badge, Button, Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage, useIntl } from 'react-intl';
import { LOAN_LEAD_FIELDS, type LoanLead } from '../../../api/loan-leads.ts';
import { LOAN_LEAD_FILTER_KEY, useRememberedSearch } from '../../../console/loan-leads/remembered-search.ts';
import { breakpointsOf, VelocityBreakpoints } from '../../../console/loan-leads/velocity-breakpoints.tsx';
import { LEAD_VIEWS } from '../../../domain/loan-leads/loan-leads.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { cells } from '../../../kit/display-cells.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { loanLeadsLoanLeadsPageMessages as m } from '../messages/loan-leads-loan-leads-page.ts';
import { LeadReportDownload } from './lead-report-download.tsx';
import { LOAN_LEADS_LOAD_FAILURE, type LoanLeadSearch, loanLeadListSource } from './loan-lead-search.ts';

const VELOCITY_COLOR = { Unassigned: 'gray', Low: 'green', Medium: 'orange', High: 'red' } as const;
const column = createColumnHelper<LoanLead>();
const columns = [
  column.accessor('dateAccepted', { header: columnHeader(m.dateAccepted), cell: cells.dateTime }),
  column.accessor('consumerLastName', {
    header: columnHeader(m.consumer),
    cell: (c) => (
      <ChakraLink asChild>
        <Link to="/lender/console/loanLeads/$redemptionId" params={{ redemptionId: c.row.original.id }}>
          {c.row.original.consumerFirstName} {c.getValue()}
        </Link>
      </ChakraLink>
    ),
  }),
  column.accessor('productCategoryId', { header: columnHeader(m.product), cell: (c) => c.row.original.productName }),
  column.accessor('assignedFIUserId', {
    header: columnHeader(m.assignedTo),
    cell: (c) => c.row.original.assignedUserName ?? '—',
  }),
  column.accessor('status', { header: columnHeader(m.status), cell: cells.label }),
  column.accessor('fundingStatus', { header: columnHeader(m.fundingStatus), cell: cells.label }),
  column.accessor('velocity', {
    header: columnHeader(m.velocity),
    enableSorting: false,
    cell: (c) => (
      <Badge colorPalette={VELOCITY_COLOR[c.getValue()]}>
        <FormattedMessage
          {...m.velocityBadge}
          values={{ velocity: c.getValue(), hours: c.row.original.velocityHours }}
        />
      </Badge>
    ),
  }),
];

/** /lender/console/loanLeads (002 §2): the lender's leads by assignment view, newest first, filter remembered. */
export function LoanLeadsPage({ client, fiId = 0, search, navigateSearch }: ConsolePageProps<LoanLeadSearch>) {
  const { formatMessage: t } = useIntl();
  useRememberedSearch(LOAN_LEAD_FILTER_KEY, search, (saved) => navigateSearch(saved, { replace: true }));
  const view = search.view ?? 'All';
  const [low, high] = breakpointsOf(search.velocity);
  return (
    <>
      <PageHeader title={t(m.loanLeads)} description={t(m.velocityHoursSinceTheConsumer, { low, high })} />
      <HStack role="group" aria-label={t(m.assignmentView)} gap="2" flexWrap="wrap" mb="4">
        {LEAD_VIEWS.map((name) => (
          <Button
            key={name}
            size="sm"
            variant={name === view ? 'solid' : 'outline'}
            aria-pressed={name === view}
            onClick={() => navigateSearch({ view: name, page: undefined })}
          >
            {name}
          </Button>
        ))}
      </HStack>
      <VelocityBreakpoints
        key={search.velocity ?? ''}
        velocity={search.velocity}
        onApply={(velocity) => navigateSearch({ velocity, page: undefined })}
      />
      <LeadReportDownload client={client} fiId={fiId} view={view} />
      <PagedTable
        label={t(m.loanLeads2)}
        {...loanLeadListSource(client, fiId, search)}
        onSearchChange={navigateSearch}
        fields={LOAN_LEAD_FIELDS}
        columns={columns}
        csvFileName="loan-leads"
        errorMessage={LOAN_LEADS_LOAD_FAILURE}
        emptyMessage={t(m.noLoanLeadsInThis)}
      />
    </>
  );
}
