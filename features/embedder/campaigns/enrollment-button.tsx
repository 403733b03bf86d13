import { Button } from '@chakra-ui/react';
import { FormattedMessage } from 'react-intl';
import type { ApiClient } from '../../../api/client.ts';
import { type EmbedderCampaign, enrollInCampaign, unenrollFromCampaign } from '../../../api/embedder-campaigns.ts';
import { useConfigMutation } from '../../../kit/toasts.ts';
import { campaignsEnrollmentButtonMessages as m } from '../messages/campaigns-enrollment-button.ts';
import { campaignsKey } from './campaign-queries.ts';

/** Enroll in (or leave) the next campaign while its enrollment is open; pending, success and error toasts. */
export function EnrollmentButton(props: { client: ApiClient; embedderId: number; campaign: EmbedderCampaign }) {
  const { campaign, embedderId } = props;
  const params = { embedderId, campaignId: campaign.campaignId };
  const change = useConfigMutation({
    mutationFn: () => props.client.call(campaign.enrolled ? unenrollFromCampaign : enrollInCampaign, { params }),
    toasts: campaign.enrolled
      ? { pending: m.leavingTheCampaign, success: m.youLeftTheCampaign, error: m.couldNotLeaveTheCampaign }
      : { pending: m.enrolling, success: m.enrolledInTheCampaign, error: m.couldNotEnrollInThe },
    invalidate: [campaignsKey(embedderId)],
  });
  return (
    <Button
      alignSelf="flex-start"
      size="sm"
      colorPalette="brand"
      variant={campaign.enrolled ? 'outline' : 'solid'}
      loading={change.isPending}
      onClick={() => change.mutate()}
    >
      {campaign.enrolled ? <FormattedMessage {...m.unenroll} /> : <FormattedMessage {...m.enroll} />}
    </Button>
  );
}
