import { useNavigate } from '@tanstack/react-router';
import { useIntl } from 'react-intl';
import type { ConsolePageProps, ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { lendersLenderFormPagesMessages as m } from '../messages/lenders-lender-form-pages.ts';
import { ProspectUsersLink } from './back-to-lender.tsx';
import { LenderForm } from './lender-form.tsx';
import { PromoteProspectButton } from './promote-prospect.tsx';
import { LENDER_LOAD_FAILURE, useLender } from './use-lender.ts';

type LenderPageProps = ParamPageProps<{ lenderId: string }>;

/** /admin/console/lenders/new */
export function NewLenderPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title={t(m.addLender)} description={t(m.everyFieldOfTheLender)} />
      <LenderForm
        client={client}
        status="ONBOARDED"
        onDone={(saved) => navigate({ to: '/admin/console/lenders/$lenderId', params: { lenderId: saved.id } })}
        onCancel={() => navigate({ to: '/admin/console/lenders' })}
      />
    </>
  );
}

/** /admin/console/prospects/new: a lender not yet onboarded. */
export function NewProspectPage({ client }: ConsolePageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const back = () => navigate({ to: '/admin/console/prospects' });
  return (
    <>
      <PageHeader title={t(m.addProspect)} description={t(m.aLenderNotYetOnboarded)} />
      <LenderForm client={client} status="PROSPECT" onDone={back} onCancel={back} />
    </>
  );
}

/** /admin/console/lenders/{lenderId}/edit */
export function EditLenderPage({ client, params }: LenderPageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const lender = useLender(client, params.lenderId);
  const view = () => navigate({ to: '/admin/console/lenders/$lenderId', params: { lenderId: params.lenderId } });
  return (
    <>
      <PageHeader title={lender.data ? t(m.editName, { name: lender.data.name }) : t(m.editLender)} />
      <QueryGate query={lender} failure={t(LENDER_LOAD_FAILURE)} skeletonHeight="96">
        {(data) => <LenderForm client={client} lender={data} status="ONBOARDED" onDone={view} onCancel={view} />}
      </QueryGate>
    </>
  );
}

/** /admin/console/prospects/{lenderId}/edit, with "Promote to lender". */
export function EditProspectPage({ client, params }: LenderPageProps) {
  const { formatMessage: t } = useIntl();
  const navigate = useNavigate();
  const lender = useLender(client, params.lenderId);
  const back = () => navigate({ to: '/admin/console/prospects' });
  const prospect = lender.data?.onboardingStatus === 'PROSPECT' ? lender.data : undefined;
  return (
    <>
      <PageHeader
        title={lender.data ? t(m.editName, { name: lender.data.name }) : t(m.editProspect)}
        actions={
          prospect ? (
            <>
              <ProspectUsersLink lenderId={params.lenderId} />
              <PromoteProspectButton
                client={client}
                lenderId={params.lenderId}
                name={prospect.name}
                label={t(m.promoteToLender)}
              />
            </>
          ) : null
        }
      />
      <QueryGate query={lender} failure={t(LENDER_LOAD_FAILURE)} skeletonHeight="96">
        {(data) => <LenderForm client={client} lender={data} status="PROSPECT" onDone={back} onCancel={back} />}
      </QueryGate>
    </>
  );
}
