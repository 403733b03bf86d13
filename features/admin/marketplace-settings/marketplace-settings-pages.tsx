import { useIntl } from 'react-intl';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { useLender } from '../lenders/use-lender.ts';
import { marketplaceSettingsMarketplaceSettingsPagesMessages as m } from '../messages/marketplace-settings-marketplace-settings-pages.ts';
import { AdminSettingsPanel, type Mode, type Props } from './admin-settings-panel.tsx';

/** lenders/{lenderId}/ucCampaign/{ucCampaignId}/marketplaceSettings (new, edit, view): the lender named in the title. */
function LenderSidePage(props: Props & { mode: Mode }) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(props.client, props.params.lenderId);
  return (
    <>
      <PageHeader
        title={t(m.marketplaceWorkflowConfiguration, { value: lender.data ? `: ${lender.data.name}` : '' })}
        description={t(m.whatTheConsumerSApplication)}
      />
      <AdminSettingsPanel {...props} />
    </>
  );
}

/** uc/campaign/{ucCampaignId}/lender/{lenderId}/marketplaceSettings (and view): under the campaign's tabs. */
function CampaignSidePage(props: Props & { mode: Mode }) {
  const { formatMessage: t } = useIntl();
  const lender = useLender(props.client, props.params.lenderId);
  const section = t(m.lenderMarketplaceWorkflow, { name: lender.data?.name ?? t(m.lender) });
  return (
    <CampaignFrame client={props.client} id={props.params.ucCampaignId} section={section}>
      <AdminSettingsPanel {...props} />
    </CampaignFrame>
  );
}

export const MarketplaceSettingsListPage = (props: Props) => <LenderSidePage {...props} mode="list" />;
export const NewMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="new" />;
export const EditMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="edit" />;
export const ViewMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="view" />;
export const CampaignMarketplaceSettingsPage = (props: Props) => <CampaignSidePage {...props} mode="list" />;
export const CampaignMarketplaceSettingsViewPage = (props: Props) => <CampaignSidePage {...props} mode="view" />;
