import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-lenders-page.tsx. */
export const campaignsCampaignLendersPageMessages = defineMessages({
  enrollmentIsNotOpenLenders: {
    id: 'admin.campaignsCampaignLendersPage.enrollmentIsNotOpenLenders',
    defaultMessage: 'Enrollment is not open: lenders cannot be enrolled or unenrolled now.',
  },
  campaignLenders: { id: 'admin.campaignsCampaignLendersPage.campaignLenders', defaultMessage: 'Campaign lenders' },
});
