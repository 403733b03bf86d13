import { Badge, Link as ChakraLink } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { LENDER_FIELDS, type LenderRow } from '../../../api/lenders.ts';
import type { OnboardingStatus } from '../../../domain/validation/financial-institution.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { PagedTable } from '../../../kit/paged-table.tsx';
import { can } from '../../../kit/permission.ts';
import { AddLink, EditRowLink } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLendersListPageMessages as m } from '../messages/lenders-lenders-list-page.ts';
import { ProspectUsersLink } from './back-to-lender.tsx';
import { labelOf } from './lender-labels.ts';
import { lenderListSource } from './lender-list-source.ts';
import { LendersTabs } from './lenders-tabs.tsx';
import { PromoteProspectButton } from './promote-prospect.tsx';

const column = createColumnHelper<LenderRow>();
const nameColumn = (status: OnboardingStatus) =>
  column.accessor('name', {
    header: columnHeader(m.name),
    cell: (cell) =>
      status === 'ONBOARDED' ? (
        <ChakraLink asChild colorPalette="brand" fontWeight="medium">
          <Link to="/admin/console/lenders/$lenderId" params={{ lenderId: String(cell.row.original.fiId) }}>
            {cell.getValue()}
          </Link>
        </ChakraLink>
      ) : (
        cell.getValue()
      ),
  });
const otherColumns = [
  column.accessor('code', { header: columnHeader(m.lenderId) }),
  column.accessor('type', { header: columnHeader(m.type), cell: (cell) => labelOf(cell.getValue()) }),
  column.accessor('pricingModel', { header: columnHeader(m.pricingModel), cell: (cell) => labelOf(cell.getValue()) }),
  column.accessor('onboardingStatus', {
    header: columnHeader(m.status),
    cell: (cell) => (
      <Badge colorPalette={cell.getValue() === 'PROSPECT' ? 'orange' : 'green'}>{labelOf(cell.getValue())}</Badge>
    ),
  }),
];
const LIST = {
  ONBOARDED: { title: m.lenders, add: m.addLender, to: '/admin/console/lenders/new', empty: m.noLendersYet },
  PROSPECT: { title: m.prospects, add: m.addProspect, to: '/admin/console/prospects/new', empty: m.noProspectsYet },
} as const;
const FIELDS = Object.fromEntries(Object.entries(LENDER_FIELDS).filter(([name]) => name !== 'onboardingStatus'));

/** The Lenders and Prospects tabs: one list of GET /fi (lender-list-source.ts). */
function LenderList({
  status,
  client,
  session,
  search,
  navigateSearch,
}: ConsolePageProps<ListSearch> & { status: OnboardingStatus }) {
  const { formatMessage: t } = useIntl();
  const list = LIST[status];
  const title = t(list.title);
  const editable = can(session, 'lenders');
  const editTo =
    status === 'PROSPECT' ? '/admin/console/prospects/$lenderId/edit' : '/admin/console/lenders/$lenderId/edit';
  return (
    <>
      <PageHeader
        title={t(m.lenders)}
        description={t(m.financialInstitutionsOnTheMarketplace)}
        actions={editable ? <AddLink link={linkOptions({ to: list.to })}>{t(list.add)}</AddLink> : null}
      />
      <LendersTabs />
      <PagedTable
        label={title}
        {...lenderListSource(status, client, search)}
        onSearchChange={navigateSearch}
        fields={FIELDS}
        columns={[nameColumn(status), ...otherColumns]}
        csvFileName={`${title.toLowerCase()}.csv`}
        errorMessage={t(m.thereWasAnErrorGettingList, { list: title.toLowerCase() })}
        emptyMessage={t(list.empty)}
        rowActions={
          editable
            ? (row) => (
                <>
                  {status === 'PROSPECT' ? <ProspectUsersLink lenderId={String(row.fiId)} name={row.name} /> : null}
                  {status === 'PROSPECT' ? (
                    <PromoteProspectButton client={client} lenderId={String(row.fiId)} name={row.name} />
                  ) : null}
                  <EditRowLink
                    label={t(m.edit, { name: row.name })}
                    link={linkOptions({ to: editTo, params: { lenderId: String(row.fiId) } })}
                  />
                </>
              )
            : undefined
        }
      />
    </>
  );
}

/** /admin/console/lenders: the Lenders tab. */
export function LendersPage(props: ConsolePageProps<ListSearch>) {
  return <LenderList {...props} status="ONBOARDED" />;
}

/** /admin/console/prospects: the Prospects tab. */
export function ProspectsPage(props: ConsolePageProps<ListSearch>) {
  return <LenderList {...props} status="PROSPECT" />;
}
