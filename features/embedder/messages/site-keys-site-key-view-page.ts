import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-key-view-page.tsx. */
export const siteKeysSiteKeyViewPageMessages = messagesOf('embedder.siteKeysSiteKeyViewPage', {
  edit: 'Edit',
  siteKey: 'Site key',
  qrCodesPerProduct: 'QR codes per product',
  eachCodeOpensTheOffers:
    'Each code opens the offers sign-in in your colours; once signed in, the consumer sees that product’s offers. {value}',
  enabled: 'Enabled',
  disabled: 'Disabled',
  thereWasAnErrorGetting: 'There was an error getting the site keys',
  none: 'None',
  key: 'Key',
  status: 'Status',
  approvedOrigins: 'Approved origins',
  thisKeyIsDisabled: 'This key is disabled: its codes open the default look.',
});
