import { Alert, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { MarketplaceSettingsPanel } from '../../../console/marketplace-settings-panel.tsx';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../../domain/validation/marketplace-settings.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { PageHeader } from '../../../ui/page-header.tsx';
import { CampaignFrame } from '../campaigns/shared.tsx';
import { useLender } from '../lenders/use-lender.ts';
import { marketplaceSettingsMarketplaceSettingsPagesMessages as m } from '../messages/marketplace-settings-marketplace-settings-pages.ts';
import { NEXT_CAMPAIGN, nextCampaignIdOf, upcomingCampaignsQuery } from './marketplace-queries.ts';

type Params = { lenderId: string; ucCampaignId: string; marketplaceSettingsId?: string };
type Props = ConsolePageProps<Record<string, never>, Params>;
type Mode = 'list' | 'new' | 'edit' | 'view';

function useCampaignId(client: ApiClient, ucCampaignId: string) {
  const next = useQuery({ ...upcomingCampaignsQuery(client), enabled: ucCampaignId === NEXT_CAMPAIGN });
  if (ucCampaignId !== NEXT_CAMPAIGN) return { id: ucCampaignId, pending: false };
  return { id: next.data ? nextCampaignIdOf(next.data) : null, pending: next.isPending };
}

function Panel({ client, session, params, mode }: Props & { mode: Mode }) {
  const campaign = useCampaignId(client, params.ucCampaignId);
  if (campaign.pending) return <Skeleton height="40" />;
  if (campaign.id === null)
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{MARKETPLACE_SETTINGS_MESSAGES.unavailable}</Alert.Title>
      </Alert.Root>
    );
  return (
    <MarketplaceSettingsPanel
      client={client}
      fiId={Number(params.lenderId)}
      ucCampaignId={campaign.id}
      canWrite={can(session, 'lenders') || can(session, 'campaigns')}
      admin
      only={mode === 'view' ? params.marketplaceSettingsId : undefined}
      startEditing={mode === 'new' ? 'new' : mode === 'edit' ? params.marketplaceSettingsId : undefined}
    />
  );
}

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
      <Panel {...props} />
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
      <Panel {...props} />
    </CampaignFrame>
  );
}

export const MarketplaceSettingsListPage = (props: Props) => <LenderSidePage {...props} mode="list" />;
export const NewMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="new" />;
export const EditMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="edit" />;
export const ViewMarketplaceSettingsPage = (props: Props) => <LenderSidePage {...props} mode="view" />;
export const CampaignMarketplaceSettingsPage = (props: Props) => <CampaignSidePage {...props} mode="list" />;
export const CampaignMarketplaceSettingsViewPage = (props: Props) => <CampaignSidePage {...props} mode="view" />;
