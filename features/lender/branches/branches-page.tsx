import { Button } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { useIntl } from 'react-intl';
import { BRANCH_FIELDS, type Branch, deleteBranch, listBranches } from '../../../api/branches.ts';
import { ListPage } from '../../../console/list-page.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { ListSearch } from '../../../kit/list-search.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { can } from '../../../kit/permission.ts';
import { editAndDeleteLinks, useDeleteAction } from '../../../kit/row-actions.tsx';
import { columnHeader } from '../../../kit/words.ts';
import { branchFieldMessages as f } from '../messages/branch-fields.ts';
import { branchesBranchesPageMessages as m } from '../messages/branches-branches-page.ts';

const column = createColumnHelper<Branch>();
const columns = [
  column.accessor('name', { header: columnHeader(f.name) }),
  column.accessor('losBranchReferenceId', { header: columnHeader(f.losBranchReferenceId) }),
  column.accessor('city', { header: columnHeader(f.city) }),
  column.accessor('state', { header: columnHeader(f.state) }),
  column.accessor('zipcode', { header: columnHeader(f.zipCode) }),
];

/** /lender/console/branches (002 §2): the lender's branches, with add, edit, delete and the CSV import. */
export function BranchesPage(page: ConsolePageProps<ListSearch>) {
  const { client, fiId = 0, session } = page;
  const { formatMessage: t } = useIntl();
  const editable = can(session, 'generalSetup');
  const remove = useDeleteAction({
    noun: m.branchNoun,
    nameOf: (branch: Branch) => branch.name,
    mutationFn: (branch) => client.call(deleteBranch, { params: { fiId, branchId: branch.id } }),
    invalidate: [listQueryKey(listBranches)],
    description: m.offersStopShowingTheDistance,
  });
  return (
    <ListPage
      page={page}
      title={m.branches}
      description={m.whereYourMembersCanWalk}
      writable={editable}
      add={{ label: m.addBranch, link: linkOptions({ to: '/lender/console/branches/new' }) }}
      headerActions={
        <Button asChild variant="outline" size="sm">
          <Link to="/lender/console/branches/import">{t(m.importCsv)}</Link>
        </Button>
      }
      label={m.branches}
      endpoint={listBranches}
      params={{ fiId }}
      fields={BRANCH_FIELDS}
      columns={columns}
      csvFileName="branches"
      errorMessage={m.thereWasAnErrorGetting}
      emptyMessage={m.noBranchesYet}
      rowActions={editAndDeleteLinks(
        (branch) => t(m.edit, { name: branch.name }),
        (branch) => linkOptions({ to: '/lender/console/branches/$fiBranchId/edit', params: { fiBranchId: branch.id } }),
        remove,
      )}
      dialog={remove.dialog}
    />
  );
}
