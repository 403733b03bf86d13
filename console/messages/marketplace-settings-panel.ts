import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/marketplace-settings-panel.tsx. */
export const marketplaceSettingsPanelMessages = messagesOf('console.marketplaceSettingsPanel', {
  noMarketplaceWorkflowForThis: 'No marketplace workflow for this campaign yet: the standard application applies.',
  edit: 'Edit',
  remove: 'Remove',
  addMarketplaceWorkflow: 'Add marketplace workflow',
  marketplaceWorkflowSaved: 'Marketplace workflow saved',
  couldNotSaveTheMarketplace: 'Could not save the marketplace workflow',
  removingTheMarketplaceWorkflow: 'Removing the marketplace workflow…',
  marketplaceWorkflowRemoved: 'Marketplace workflow removed',
  couldNotRemoveTheMarketplace: 'Could not remove the marketplace workflow',
  applicableProducts: 'Applicable products',
  requiredApplicationFields: 'Required application fields',
  poBoxAccepted: 'PO box accepted',
  allowAddOns: 'Allow add-ons',
  allowStipulations: 'Allow stipulations',
  allowedProductClass: 'Allowed product class',
  offerReEvaluation: 'Offer re-evaluation',
  fieldsToReEvaluate: 'Fields to re-evaluate',
  savingTheMarketplaceWorkflow: 'Saving the marketplace workflow…',
});
