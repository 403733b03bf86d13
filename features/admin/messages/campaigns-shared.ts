import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/shared.tsx. */
export const campaignsSharedMessages = messagesOf('admin.campaignsShared', {
  campaign: 'Campaign',
  campaignManagement: 'Campaign management',
  details: 'Details',
  lenders: 'Lenders',
  prescreen: 'Prescreen',
  productInsights: 'Product Insights',
  embedders: 'Embedders',
  fairLending: 'Fair lending',
  settings: 'Settings',
  acknowledgements: 'Acknowledgements',
  processing: 'Processing',
});
