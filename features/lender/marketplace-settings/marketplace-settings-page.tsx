import { MarketplaceSettingsPanel } from '../../../console/marketplace-settings-panel.tsx';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

/** /lender/console/campaign/{campaignId}/marketplaceSettings: the lender's own marketplace workflows (002 §7). */
export function LenderMarketplaceSettingsPage({
  client,
  fiId = 0,
  session,
  params,
}: ConsolePageProps<Record<string, never>, { campaignId: string }>) {
  return (
    <>
      <PageHeader
        title="Marketplace workflow"
        description="What consumers’ applications ask for your products. Changes take effect with the next campaign."
      />
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
