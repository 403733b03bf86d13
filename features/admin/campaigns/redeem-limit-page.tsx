import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { setAdminRedeemLimit } from '../../../api/lender-campaigns.ts';
import { RedeemLimitTable } from '../../../console/redeem-limit-table.tsx';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { campaignsRedeemLimitPageMessages as m } from '../messages/campaigns-redeem-limit-page.ts';
import { adminRedeemLimitsQuery } from './campaign-queries.ts';
import { CampaignFrame } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string; lenderId: string }>;

/**
 * uc/campaign/$ucCampaignId/lender/$lenderId/redeemLimit: a lender's redeem limits in a campaign, edited by an admin,
 * under the campaign's tabs (reached from the Lenders tab).
 */
export function AdminRedeemLimitPage({ client, params }: Props) {
  const { formatMessage: t } = useIntl();
  const queryClient = useQueryClient();
  const call = { ucCampaignId: params.ucCampaignId, lenderId: Number(params.lenderId) };
  const limitsQuery = adminRedeemLimitsQuery(client, params.ucCampaignId, params.lenderId);
  const key = limitsQuery.queryKey;
  const limits = useQuery(limitsQuery);
  return (
    <CampaignFrame
      client={client}
      id={params.ucCampaignId}
      section={t(m.lenderRedeemLimit, { lender: limits.data?.lender ?? t(m.lender) })}
    >
      <QueryGate query={limits} failure={t(m.thereWasAnErrorGetting)} skeletonHeight="40">
        {(data) => (
          <RedeemLimitTable
            products={data.products}
            save={async (productId, body) => {
              await client.call(setAdminRedeemLimit, { params: { ...call, productId }, body });
              await queryClient.invalidateQueries({ queryKey: key });
            }}
          />
        )}
      </QueryGate>
    </CampaignFrame>
  );
}
