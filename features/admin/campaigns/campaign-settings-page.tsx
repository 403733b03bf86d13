import { Alert, Skeleton, Stack } from '@chakra-ui/react';
import { useIntl } from 'react-intl';
import { labelOf } from '../../../domain/format/labels.ts';
import type { ParamPageProps } from '../../../kit/console-page.ts';
import { campaignsCampaignSettingsPageMessages as m } from '../messages/campaigns-campaign-settings-page.ts';
import { CampaignForm } from './campaign-form.tsx';
import { CampaignFrame, useCampaign } from './shared.tsx';

type Props = ParamPageProps<{ ucCampaignId: string }>;

/** Settings tab: the campaign fields, editable while CREATED or ENROLLMENT_STARTED, read-only after. */
export function CampaignSettingsPage({ client, params }: Props) {
  const { formatMessage: t } = useIntl();
  const campaign = useCampaign(client, params.ucCampaignId);
  return (
    <CampaignFrame client={client} id={params.ucCampaignId} section={t(m.settings)}>
      {campaign.data ? (
        <Stack gap="4">
          {campaign.data.editable ? null : (
            <Alert.Root status="info">
              <Alert.Indicator />
              <Alert.Title>
                {t(m.theCampaignIsItsSettings, { value: labelOf(campaign.data.status).toLowerCase() })}
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
