import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/marketplace-settings/marketplace-settings-page.tsx. */
export const marketplaceSettingsMarketplaceSettingsPageMessages = messagesOf(
  'lender.marketplaceSettingsMarketplaceSettingsPage',
  {
    marketplaceWorkflow: 'Marketplace workflow',
    whatConsumersApplicationsAskFor:
      'What consumers’ applications ask for your products. Changes take effect with the next campaign.',
  },
);
