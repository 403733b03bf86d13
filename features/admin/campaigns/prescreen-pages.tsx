import { useIntl } from 'react-intl';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { campaignsPrescreenPagesMessages as m } from '../messages/campaigns-prescreen-pages.ts';
import { prescreenLenderId } from './campaign-queries.ts';
import { PrescreenPanel } from './prescreen-panel.tsx';
import { CampaignFrame } from './shared.tsx';

/** Prescreen tab: the campaign's own prescreen by state. */
export function CampaignPrescreenPage({ client, session, params }: ParamPageProps<{ ucCampaignId: string }>) {
  const { formatMessage: t } = useIntl();
  return (
    <CampaignFrame client={client} id={params.ucCampaignId} section={t(m.prescreen)}>
      <PrescreenPanel client={client} session={session} ucCampaignId={params.ucCampaignId} />
    </CampaignFrame>
  );
}

/** lender/{lenderId}/preScreen: one enrolled lender's state prescreen. */
export function LenderPrescreenPage({
  client,
  session,
  params,
}: ParamPageProps<{ ucCampaignId: string; lenderId: string }>) {
  const { formatMessage: t } = useIntl();
  return (
    <CampaignFrame
      client={client}
      id={params.ucCampaignId}
      section={t(m.lenderStatePrescreen, { lenderId: params.lenderId })}
    >
      <PrescreenPanel
        client={client}
        session={session}
        ucCampaignId={params.ucCampaignId}
        lenderId={prescreenLenderId(params.lenderId)}
      />
    </CampaignFrame>
  );
}
