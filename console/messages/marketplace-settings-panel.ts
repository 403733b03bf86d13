import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/marketplace-settings-panel.tsx. */
export const marketplaceSettingsPanelMessages = defineMessages({
  noMarketplaceWorkflowForThis: {
    id: 'console.marketplaceSettingsPanel.noMarketplaceWorkflowForThis',
    defaultMessage: 'No marketplace workflow for this campaign yet: the standard application applies.',
  },
  edit: { id: 'console.marketplaceSettingsPanel.edit', defaultMessage: 'Edit' },
  remove: { id: 'console.marketplaceSettingsPanel.remove', defaultMessage: 'Remove' },
  addMarketplaceWorkflow: {
    id: 'console.marketplaceSettingsPanel.addMarketplaceWorkflow',
    defaultMessage: 'Add marketplace workflow',
  },
});
