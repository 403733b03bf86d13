import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-lender-columns.tsx. */
export const campaignsCampaignLenderColumnsMessages = messagesOf('admin.campaignsCampaignLenderColumns', {
  for: 'for {name}',
  enroll: 'Enroll {name}',
  unenroll: 'Unenroll {name}',
  prescreen: 'Prescreen',
  redeemLimit: 'Redeem limit',
  marketplaceWorkflow: 'Marketplace workflow',
  lender: 'Lender',
  enrollment: 'Enrollment',
  dataFile: 'Data file',
  actions: 'Actions',
  unenroll2: 'Unenroll',
  enroll2: 'Enroll',
});
