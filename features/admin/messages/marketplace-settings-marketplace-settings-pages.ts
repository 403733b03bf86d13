import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/marketplace-settings/marketplace-settings-pages.tsx. */
export const marketplaceSettingsMarketplaceSettingsPagesMessages = messagesOf(
  'admin.marketplaceSettingsMarketplaceSettingsPages',
  {
    marketplaceWorkflowConfiguration: 'Marketplace workflow configuration{value}',
    whatTheConsumerSApplication:
      'What the consumer’s application asks for this lender’s products; changes take effect with the next campaign.',
    lenderMarketplaceWorkflow: '{name} marketplace workflow',
    lender: 'Lender',
  },
);
