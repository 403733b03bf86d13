import { useIntl } from 'react-intl';
import { MarketplaceSettingsPanel } from '../../../console/marketplace-settings-panel.tsx';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { marketplaceSettingsMarketplaceSettingsPageMessages as m } from '../messages/marketplace-settings-marketplace-settings-page.ts';

/** /lender/console/campaign/{campaignId}/marketplaceSettings: the lender's own marketplace workflows (002 §7). */
export function LenderMarketplaceSettingsPage({
  client,
  fiId = 0,
  session,
  params,
}: ParamPageProps<{ campaignId: string }>) {
  const { formatMessage: t } = useIntl();
  return (
    <>
      <PageHeader title={t(m.marketplaceWorkflow)} description={t(m.whatConsumersApplicationsAskFor)} />
      <MarketplaceSettingsPanel
        client={client}
        fiId={fiId}
        ucCampaignId={params.campaignId}
        canWrite={can(session, 'campaigns')}
        admin={false}
      />
    </>
  );
}
