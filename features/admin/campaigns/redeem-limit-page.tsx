import { useQuery, useQueryClient } from '@tanstack/react-query';
import { setAdminRedeemLimit } from '../../../api/lender-campaigns.ts';
import { RedeemLimitTable } from '../../../console/redeem-limit-table.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { QueryGate } from '../../../kit/query-gate.tsx';
import { adminRedeemLimitsQuery } from './campaign-queries.ts';
import { CampaignFrame } from './shared.tsx';

type Props = ConsolePageProps<Record<string, never>, { ucCampaignId: string; lenderId: string }>;

/**
 * uc/campaign/$ucCampaignId/lender/$lenderId/redeemLimit: a lender's redeem limits in a campaign, edited by an admin,
 * under the campaign's tabs (reached from the Lenders tab).
 */
export function AdminRedeemLimitPage({ client, params }: Props) {
  const queryClient = useQueryClient();
  const call = { ucCampaignId: params.ucCampaignId, lenderId: Number(params.lenderId) };
  const limitsQuery = adminRedeemLimitsQuery(client, params.ucCampaignId, params.lenderId);
  const key = limitsQuery.queryKey;
  const limits = useQuery(limitsQuery);
  return (
    <CampaignFrame client={client} id={params.ucCampaignId} section={`${limits.data?.lender ?? 'Lender'} redeem limit`}>
      <QueryGate query={limits} failure="There was an error getting the redeem limits" skeletonHeight="40">
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
