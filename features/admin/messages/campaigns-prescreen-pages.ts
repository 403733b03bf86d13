import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/prescreen-pages.tsx. */
export const campaignsPrescreenPagesMessages = messagesOf('admin.campaignsPrescreenPages', {
  prescreen: 'Prescreen',
  lenderStatePrescreen: 'Lender {lenderId} state prescreen',
});
