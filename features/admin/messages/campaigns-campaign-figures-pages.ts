import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/campaigns/campaign-figures-pages.tsx. */
export const campaignsCampaignFiguresPagesMessages = defineMessages({
  productInsights: { id: 'admin.campaignsCampaignFiguresPages.productInsights', defaultMessage: 'Product insights' },
  campaignEmbedders: {
    id: 'admin.campaignsCampaignFiguresPages.campaignEmbedders',
    defaultMessage: 'Campaign embedders',
  },
});
