import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/marketplace-settings/marketplace-admin-pages.ts. */
export const marketplaceSettingsMarketplaceAdminPagesMessages = messagesOf(
  'admin.marketplaceSettingsMarketplaceAdminPages',
  {
    thereWasAnErrorGetting: 'There was an error getting the marketplace settings',
    marketplaceWorkflowConfiguration: 'Marketplace workflow configuration',
    newMarketplaceWorkflow: 'New marketplace workflow',
    editMarketplaceWorkflow: 'Edit marketplace workflow',
  },
);
