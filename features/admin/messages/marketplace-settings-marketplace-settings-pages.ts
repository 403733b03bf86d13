import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/marketplace-settings/marketplace-settings-pages.tsx. */
export const marketplaceSettingsMarketplaceSettingsPagesMessages = defineMessages({
  marketplaceWorkflowConfiguration: {
    id: 'admin.marketplaceSettingsMarketplaceSettingsPages.marketplaceWorkflowConfiguration',
    defaultMessage: 'Marketplace workflow configuration{value}',
  },
  whatTheConsumerSApplication: {
    id: 'admin.marketplaceSettingsMarketplaceSettingsPages.whatTheConsumerSApplication',
    defaultMessage:
      'What the consumer’s application asks for this lender’s products; changes take effect with the next campaign.',
  },
});
