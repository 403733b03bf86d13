import { useQuery } from '@tanstack/react-query';
import { linkOptions } from '@tanstack/react-router';
import { type Branch, createBranch, getBranch, listBranches, updateBranch } from '../../../api/branches.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { type BranchFields, type BranchInput, branchSchema } from '../../../domain/validation/branch.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { RecordForm, type RecordPages, recordFormPages } from '../../../kit/record-form.tsx';
import { branchFieldMessages as f } from '../messages/branch-fields.ts';
import { branchesBranchFormPageMessages as m } from '../messages/branches-branch-form-page.ts';

type BranchDraft = FormDraft<BranchInput>;

const fields: FieldsOf<BranchDraft> = [
  { name: 'name', label: f.name, kind: 'text' },
  { name: 'losBranchReferenceId', label: f.losBranchReferenceId, kind: 'text' },
  { name: 'address', label: f.address, kind: 'text', wide: true },
  { name: 'city', label: f.city, kind: 'text' },
  { name: 'state', label: f.state, kind: 'state' },
  { name: 'zipcode', label: f.zipCode, kind: 'text' },
];

const draftOf = (branch?: Branch): BranchDraft => ({
  name: branch?.name ?? '',
  losBranchReferenceId: branch?.losBranchReferenceId ?? '',
  address: branch?.address ?? '',
  city: branch?.city ?? '',
  state: branch?.state ?? '',
  zipcode: branch?.zipcode ?? '',
});

/** /lender/console/branches/new and …/{fiBranchId}/edit: one form over the branch schema. */
export const { NewPage: NewBranchPage, EditPage: EditBranchPage }: RecordPages<{ fiBranchId: string }> =
  recordFormPages<{ fiBranchId: string }, Branch>({
    newTitle: m.newBranch,
    editTitle: m.editBranch,
    failure: m.thereWasAnErrorGetting,
    useRecord: ({ client, fiId = 0, params }) =>
      useQuery(endpointQuery(client, getBranch, { params: { fiId, branchId: params.fiBranchId } })),
    form: ({ client, fiId = 0 }, branch) => (
      <RecordForm
        record={branch}
        schema={branchSchema}
        draftOf={draftOf}
        fields={fields}
        create={(body: BranchFields) => client.call(createBranch, { params: { fiId }, body })}
        update={(branch, body) => client.call(updateBranch, { params: { fiId, branchId: branch.id }, body })}
        submitLabels={{ add: m.addBranch, save: m.saveBranch }}
        toasts={{ pending: m.savingTheBranch, success: m.branchSaved, error: m.couldNotSaveTheBranch }}
        invalidate={[listQueryKey(listBranches)]}
        back={linkOptions({ to: '/lender/console/branches' })}
      />
    ),
  });
