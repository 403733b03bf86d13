import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { type Branch, createBranch, getBranch, listBranches, updateBranch } from '../../../api/branches.ts';
import { endpointQuery } from '../../../api/query-options.ts';
import { type BranchFields, type BranchInput, branchSchema } from '../../../domain/validation/branch.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import type { FieldsOf, FormDraft } from '../../../kit/form-fields.ts';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { SchemaForm } from '../../../kit/schema-form.tsx';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
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
function BranchForm({ client, fiId, branch }: { client: ConsolePageProps['client']; fiId: number; branch?: Branch }) {
  const navigate = useNavigate();
  const back = () => navigate({ to: '/lender/console/branches' });
  const save = useConfigMutation({
    mutationFn: (body: BranchFields) =>
      branch
        ? client.call(updateBranch, { params: { fiId, branchId: branch.id }, body })
        : client.call(createBranch, { params: { fiId }, body }),
    toasts: { pending: m.savingTheBranch, success: m.branchSaved, error: m.couldNotSaveTheBranch },
    invalidate: [listQueryKey(listBranches)],
    onSuccess: back,
  });
  return (
    <SchemaForm
      schema={branchSchema}
      defaultValues={draftOf(branch)}
      fields={fields}
      submitLabel={branch ? m.saveBranch : m.addBranch}
      cancel={{ onCancel: back }}
      onSubmit={(values) => save.mutateAsync(values)}
    />
  );
}

export function NewBranchPage({ client, fiId = 0 }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.newBranch)} />
      <BranchForm client={client} fiId={fiId} />
    </>
  );
}

export function EditBranchPage({
  client,
  fiId = 0,
  params,
}: ConsolePageProps<Record<string, never>, { fiBranchId: string }>) {
  const { formatMessage: t } = useIntl();
  const branch = useQuery(endpointQuery(client, getBranch, { params: { fiId, branchId: params.fiBranchId } }));
  return (
    <>
      <PageHeader title={t(m.editBranch)} />
      <QueryGate query={branch} failure={t(m.thereWasAnErrorGetting)}>
        {(data) => <BranchForm client={client} fiId={fiId} branch={data} />}
      </QueryGate>
    </>
  );
}
