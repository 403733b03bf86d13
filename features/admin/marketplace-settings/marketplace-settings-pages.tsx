import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { MarketplaceSettingsPanel } from '../../../kit/marketplace-settings-panel.tsx';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';

type Params = { lenderId: string; ucCampaignId: string; marketplaceSettingsId?: string };
type Props = ConsolePageProps<Record<string, never>, Params>;

const DESCRIPTION =
  'What the consumer’s application asks for this lender’s products; changes take effect with the next campaign.';

function Page({ client, session, params, mode }: Props & { mode: 'list' | 'new' | 'edit' | 'view' }) {
  return (
    <>
      <PageHeader title="Marketplace workflow configuration" description={DESCRIPTION} />
      <MarketplaceSettingsPanel
        client={client}
        fiId={Number(params.lenderId)}
        ucCampaignId={params.ucCampaignId}
        canWrite={can(session, 'lenders') || can(session, 'campaigns')}
        admin
        only={mode === 'view' ? params.marketplaceSettingsId : undefined}
        startEditing={mode === 'new' ? 'new' : mode === 'edit' ? params.marketplaceSettingsId : undefined}
      />
    </>
  );
}

/** lenders/{lenderId}/ucCampaign/{ucCampaignId}/marketplaceSettings and the campaign-side lender/{lenderId}/marketplaceSettings. */
export const MarketplaceSettingsListPage = (props: Props) => <Page {...props} mode="list" />;
export const NewMarketplaceSettingsPage = (props: Props) => <Page {...props} mode="new" />;
export const EditMarketplaceSettingsPage = (props: Props) => <Page {...props} mode="edit" />;
export const ViewMarketplaceSettingsPage = (props: Props) => <Page {...props} mode="view" />;
