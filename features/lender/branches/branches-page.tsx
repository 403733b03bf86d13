import { Button } from '@chakra-ui/react';
import { Link, linkOptions } from '@tanstack/react-router';
import { createColumnHelper } from '@tanstack/react-table';
import { FormattedMessage } from 'react-intl';
import { BRANCH_FIELDS, type Branch, deleteBranch, listBranches } from '../../../api/branches.ts';
import { type ListPageComponent, listPage } from '../../../console/list-page.tsx';
import { lenderParams } from '../../../kit/page-loader.ts';
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
export const BranchesPage: ListPageComponent = listPage({
  title: m.branches,
  description: m.whereYourMembersCanWalk,
  add: { label: m.addBranch, link: linkOptions({ to: '/lender/console/branches/new' }), area: 'generalSetup' },
  headerActions: (
    <Button asChild variant="outline" size="sm">
      <Link to="/lender/console/branches/import">
        <FormattedMessage {...m.importCsv} />
      </Link>
    </Button>
  ),
  label: m.branches,
  endpoint: listBranches,
  params: lenderParams,
  fields: BRANCH_FIELDS,
  columns,
  csvFileName: 'branches',
  errorMessage: m.thereWasAnErrorGetting,
  emptyMessage: m.noBranchesYet,
  edit: {
    label: m.edit,
    nameOf: (branch) => branch.name,
    link: (branch) =>
      linkOptions({ to: '/lender/console/branches/$fiBranchId/edit', params: { fiBranchId: branch.id } }),
  },
  remove: {
    noun: m.branchNoun,
    description: m.offersStopShowingTheDistance,
    call: ({ client, fiId = 0 }, branch) => client.call(deleteBranch, { params: { fiId, branchId: branch.id } }),
  },
});
