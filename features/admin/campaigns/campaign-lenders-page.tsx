import { Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { type CampaignLender, enrollCampaignLender, unenrollCampaignLender } from '../../../api/uc-campaigns.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { DataTable } from '../../../kit/data-table.tsx';
import { can } from '../../../kit/permission.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { LoadFailure } from '../../../ui/load-failure.tsx';
import { campaignsCampaignLendersPageMessages as m } from '../messages/campaigns-campaign-lenders-page.ts';
import { campaignLenderColumns } from './campaign-lender-columns.tsx';
import { campaignLendersQuery } from './campaign-queries.ts';
import { CampaignFrame } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string }>;

/** Lenders tab: every lender's enrollment; the admin enrolls or unenrolls while enrollment is open. */
export function CampaignLendersPage({ client, session, params }: Props) {
  const { formatMessage: t } = useIntl();
  const id = params.ucCampaignId;
  const lendersQuery = campaignLendersQuery(client, id);
  const key = lendersQuery.queryKey;
  const lenders = useQuery(lendersQuery);
  const change = useConfigMutation({
    mutationFn: ({ lender, enroll }: { lender: CampaignLender; enroll: boolean }) =>
      client.call(enroll ? enrollCampaignLender : unenrollCampaignLender, {
        params: { ucCampaignId: id, lenderId: lender.lenderId },
      }),
    toasts: {
      pending: m.savingTheEnrollment,
      success: m.enrollmentSaved,
      error: m.couldNotChangeTheEnrollment,
    },
    invalidate: [key],
  });
  const writable = can(session, 'campaigns') && lenders.data?.enrollmentOpen === true;
  return (
    <CampaignFrame client={client} id={id} section={t(m.lenders)}>
      {lenders.isError ? (
        <LoadFailure message={t(m.thereWasAnErrorGetting)} onRetry={() => void lenders.refetch()} />
      ) : null}
      {lenders.data && !lenders.data.enrollmentOpen ? (
        <Text color="fg.muted" mb="4">
          {t(m.enrollmentIsNotOpenLenders)}
        </Text>
      ) : null}
      <DataTable
        label={m.campaignLenders}
        columns={campaignLenderColumns({
          campaignId: id,
          onEnroll: writable ? (lender, enroll) => change.mutate({ lender, enroll }) : undefined,
          pending: change.isPending,
        })}
        rows={lenders.data?.lenders ?? []}
        rowKey={(lender) => String(lender.lenderId)}
        loading={lenders.isPending}
        emptyMessage={t(m.noLendersYet)}
      />
    </CampaignFrame>
  );
}
