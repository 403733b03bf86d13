import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-figures-pages.tsx. */
export const campaignsCampaignFiguresPagesMessages = messagesOf('admin.campaignsCampaignFiguresPages', {
  productInsights: 'Product insights',
  campaignEmbedders: 'Campaign embedders',
  lender: 'Lender',
  product: 'Product',
  offersGenerated: 'Offers generated',
  offersViewed: 'Offers viewed',
  redeemed: 'Redeemed',
  redeemedAmount: 'Redeemed amount',
  embedder: 'Embedder',
  enrolled: 'Enrolled',
  enrolledBy: 'Enrolled by',
  consumerFiles: 'Consumer files',
  thereWasAnErrorGetting: 'There was an error getting the embedders',
  productInsights2: 'Product Insights',
  noEnrolledLenderProducts: 'No enrolled lender products.',
  embedders: 'Embedders',
  noEmbedderEnrolledYet: 'No embedder enrolled yet.',
});
