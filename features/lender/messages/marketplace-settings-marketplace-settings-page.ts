import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/marketplace-settings/marketplace-settings-page.tsx. */
export const marketplaceSettingsMarketplaceSettingsPageMessages = defineMessages({
  marketplaceWorkflow: {
    id: 'lender.marketplaceSettingsMarketplaceSettingsPage.marketplaceWorkflow',
    defaultMessage: 'Marketplace workflow',
  },
  whatConsumersApplicationsAskFor: {
    id: 'lender.marketplaceSettingsMarketplaceSettingsPage.whatConsumersApplicationsAskFor',
    defaultMessage: 'What consumers’ applications ask for your products. Changes take effect with the next campaign.',
  },
});
