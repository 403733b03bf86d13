import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-lender-columns.tsx. */
export const campaignsCampaignLenderColumnsMessages = defineMessages({
  for: { id: 'admin.campaignsCampaignLenderColumns.for', defaultMessage: 'for {name}' },
  enroll: { id: 'admin.campaignsCampaignLenderColumns.enroll', defaultMessage: 'Enroll {name}' },
  unenroll: { id: 'admin.campaignsCampaignLenderColumns.unenroll', defaultMessage: 'Unenroll {name}' },
  prescreen: { id: 'admin.campaignsCampaignLenderColumns.prescreen', defaultMessage: 'Prescreen' },
  redeemLimit: { id: 'admin.campaignsCampaignLenderColumns.redeemLimit', defaultMessage: 'Redeem limit' },
  marketplaceWorkflow: {
    id: 'admin.campaignsCampaignLenderColumns.marketplaceWorkflow',
    defaultMessage: 'Marketplace workflow',
  },
});
