import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/redeem-limit-page.tsx. */
export const campaignsRedeemLimitPageMessages = messagesOf('admin.campaignsRedeemLimitPage', {
  lenderRedeemLimit: '{lender} redeem limit',
  lender: 'Lender',
  thereWasAnErrorGetting: 'There was an error getting the redeem limits',
});
