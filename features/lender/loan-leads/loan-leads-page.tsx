import { Badge, Button, Link as ChakraLink, HStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { LOAN_LEAD_FIELDS, type LoanLead, listLoanLeads } from '../../../api/loan-leads.ts';
import { LEAD_VIEWS, VELOCITY_THRESHOLDS } from '../../../domain/loan-leads/loan-leads.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { LOAN_LEAD_FILTER_KEY, useRememberedSearch } from '../../../kit/loan-leads/remembered-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import type { LoanLeadSearch } from './loan-lead-search.ts';

const VELOCITY_COLOR = { Unassigned: 'gray', Low: 'green', Medium: 'orange', High: 'red' } as const;
const column = createColumnHelper<LoanLead>();
const columns = [
  column.accessor('dateAccepted', { header: 'Date accepted', cell: (c) => new Date(c.getValue()).toLocaleString() }),
  column.accessor('consumerLastName', {
    header: 'Consumer',
    cell: (c) => (
      <ChakraLink asChild>
        <Link to="/lender/console/loanLeads/$redemptionId" params={{ redemptionId: c.row.original.id }}>
          {c.row.original.consumerFirstName} {c.getValue()}
        </Link>
      </ChakraLink>
    ),
  }),
  column.accessor('productCategoryId', { header: 'Product', cell: (c) => c.row.original.productName }),
  column.accessor('assignedFIUserId', { header: 'Assigned to', cell: (c) => c.row.original.assignedUserName ?? '—' }),
  column.accessor('status', { header: 'Status' }),
  column.accessor('fundingStatus', { header: 'Funding status' }),
  column.accessor('velocity', {
    header: 'Velocity',
    enableSorting: false,
    cell: (c) => (
      <Badge colorPalette={VELOCITY_COLOR[c.getValue()]}>{`${c.getValue()} · ${c.row.original.velocityHours} h`}</Badge>
    ),
  }),
];

/** /lender/console/loanLeads (002 §2): the lender's leads by assignment view, newest first, filter remembered. */
export function LoanLeadsPage({ client, fiId = 0, search, navigateSearch }: ConsolePageProps<LoanLeadSearch>) {
  useRememberedSearch(LOAN_LEAD_FILTER_KEY, search, (saved) => navigateSearch(saved, { replace: true }));
  const view = search.view ?? 'All';
  return (
    <>
      <PageHeader
        title="Loan Leads"
        description={`Velocity: hours since the consumer accepted — Low under ${VELOCITY_THRESHOLDS[0]}, Medium under ${VELOCITY_THRESHOLDS[1]}, High after.`}
      />
      <HStack role="group" aria-label="Assignment view" gap="2" flexWrap="wrap" mb="4">
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
      <PagedTable
        label="Loan leads"
        endpoint={listLoanLeads}
        client={client}
        params={{ fiId }}
        search={search}
        onSearchChange={navigateSearch}
        fields={LOAN_LEAD_FIELDS}
        columns={columns}
        extraQuery={{ view }}
        csvFileName="loan-leads"
        errorMessage="There was an error getting the loan leads"
        emptyMessage="No loan leads in this view."
      />
    </>
  );
}
