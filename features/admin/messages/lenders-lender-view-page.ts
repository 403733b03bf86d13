import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-view-page.tsx. */
export const lendersLenderViewPageMessages = messagesOf('admin.lendersLenderViewPage', {
  edit: 'Edit',
  lenderPages: 'Lender pages',
  users: 'Users',
  settings: 'Settings',
  configuration: 'Configuration',
  embedderBlocklist: 'Embedder blocklist',
  pricing: 'Pricing',
  marketplaceSettings: 'Marketplace settings',
  yes: 'Yes',
  no: 'No',
  uploaded: 'Uploaded',
  none: 'None',
  fiId: 'FI id',
  logo: 'Logo',
  documentImageEMails: 'Document-image e-mails',
  loanLeadEMails: 'Loan-lead e-mails',
});
