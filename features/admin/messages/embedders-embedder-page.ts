import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/embedder-page.tsx. */
export const embeddersEmbedderPageMessages = messagesOf('admin.embeddersEmbedderPage', {
  partnerSiteProfile: 'Partner site profile',
  embedderPages: 'Embedder pages',
  yes: 'Yes',
  no: 'No',
  edit: 'Edit',
  theme: 'Theme',
  users: 'Users',
  fiBlocklist: 'FI blocklist',
  campaignSettings: 'Campaign settings',
  approvedProducts: 'Approved products',
  custom: 'Custom',
  offerwellDefault: 'Offerwell default',
  number: 'Number',
});
