import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/shared.tsx. */
export const campaignsSharedMessages = messagesOf('admin.campaignsShared', {
  campaign: 'Campaign',
});
