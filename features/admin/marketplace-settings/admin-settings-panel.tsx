import { Alert, Skeleton } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../../../api/client.ts';
import { MarketplaceSettingsPanel } from '../../../console/marketplace-settings-panel.tsx';
import { MARKETPLACE_SETTINGS_MESSAGES } from '../../../domain/validation/marketplace-settings.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { can } from '../../../kit/permission.ts';
import { NEXT_CAMPAIGN, nextCampaignIdOf, upcomingCampaignsQuery } from './marketplace-queries.ts';

type Params = { lenderId: string; ucCampaignId: string; marketplaceSettingsId?: string };
export type Props = ParamPageProps<Params>;
export type Mode = 'list' | 'new' | 'edit' | 'view';

/** The campaign a settings route names: its id, or the next upcoming campaign's for the NEXT alias. */
function useCampaignId(client: ApiClient, ucCampaignId: string) {
  const next = useQuery({ ...upcomingCampaignsQuery(client), enabled: ucCampaignId === NEXT_CAMPAIGN });
  if (ucCampaignId !== NEXT_CAMPAIGN) return { id: ucCampaignId, pending: false };
  return { id: next.data ? nextCampaignIdOf(next.data) : null, pending: next.isPending };
}

/** A lender's marketplace settings for the campaign the route names, as an admin edits them (new, edit, view or the list). */
export function AdminSettingsPanel({ client, session, params, mode }: Props & { mode: Mode }) {
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
