import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/shared.tsx. */
export const campaignsSharedMessages = defineMessages({
  campaign: { id: 'admin.campaignsShared.campaign', defaultMessage: 'Campaign' },
});
