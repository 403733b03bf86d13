import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import { listBranches, uploadBranches } from '../../../api/branches.ts';
import { lenderCalls } from '../../../api/lender-calls.ts';
import { branchSchema } from '../../../domain/validation/branch.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { type CsvColumnLabels, CsvImportPanel, useTemplateColumns } from '../../../kit/csv-import-panel.tsx';
import { listQueryKey } from '../../../kit/paged-list.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { toaster } from '../../../ui/toaster.tsx';
import { branchFieldMessages as f } from '../messages/branch-fields.ts';
import { branchesBranchImportPageMessages as m } from '../messages/branches-branch-import-page.ts';

const LABELS: CsvColumnLabels = {
  name: f.name,
  losBranchReferenceId: f.losBranchReferenceId,
  address: f.address,
  city: f.city,
  state: f.state,
  zipcode: f.zipCode,
};

/** /lender/console/branches/import: the branchDocument CSV, which replaces every branch (002 §4). */
export function BranchImportPage({ client, fiId }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const calls = lenderCalls(client);
  const columns = useTemplateColumns('branches', LABELS);
  return (
    <>
      <PageHeader title={t(m.importBranches)} description={t(m.uploadACsvOfEvery)} />
      <CsvImportPanel
        label={t(m.branchFile)}
        fieldName="branchDocument"
        rowSchema={branchSchema}
        columns={columns}
        confirm={t(m.theImportDeletesAllExisting)}
        downloadTemplate={() => calls.downloadTemplate(fiId, 'branches')}
        onUpload={(file) => calls.uploadFile(uploadBranches, { fiId, file })}
        onDone={({ imported }) => {
          toaster.create({ type: 'success', title: t(m.branchesImported, { count: imported }), duration: 5000 });
          void queryClient.invalidateQueries({ queryKey: listQueryKey(listBranches) });
          void navigate({ to: '/lender/console/branches' });
        }}
      />
    </>
  );
}
