import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/enrollment/campaign-summary-page.tsx. */
export const enrollmentCampaignSummaryPageMessages = messagesOf('lender.enrollmentCampaignSummaryPage', {
  campaignManagement: '← Campaign Management',
  campaignSummary: 'Campaign summary',
  productSummary: 'Product summary',
  offersGenerated: 'Offers generated',
  consumersWithOffers: 'Consumers with offers',
  redeemed: 'Redeemed',
  redeemedAmount: 'Redeemed amount',
  noOffersYet: 'No offers yet: they are generated before the campaign starts.',
  noOffersGenerated: 'No offers were generated for your products in this campaign.',
  statusLine: '{status} · offers active {period} · {enrollmentState}',
});
