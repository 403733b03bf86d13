import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ConsolePageProps } from '../../../kit/console-page.ts';
import { CampaignForm } from './campaign-form.tsx';
import { CampaignFrame, useCampaign } from './shared.tsx';

type Props = ConsolePageProps<Record<string, never>, { ucCampaignId: string }>;

/** Settings tab: the campaign fields, editable while CREATED or ENROLLMENT_STARTED, read-only after. */
export function CampaignSettingsPage({ client, params }: Props) {
  const campaign = useCampaign(client, params.ucCampaignId);
  return (
    <CampaignFrame client={client} id={params.ucCampaignId} section="Settings">
      {campaign.data ? (
        <Stack gap="4">
          {campaign.data.editable ? null : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                The campaign is {labelOf(campaign.data.status).toLowerCase()}: its settings can be changed only while it
                is created or its enrollment has started.
              </Alert.Title>
            </Alert.Root>
          )}
          <CampaignForm key={campaign.dataUpdatedAt} client={client} campaign={campaign.data} />
        </Stack>
      ) : (
        <Skeleton height="64" />
      )}
    </CampaignFrame>
  );
}
