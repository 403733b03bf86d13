import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/site-keys/site-key-view-page.tsx. */
export const siteKeysSiteKeyViewPageMessages = defineMessages({
  edit: { id: 'embedder.siteKeysSiteKeyViewPage.edit', defaultMessage: 'Edit' },
  siteKey: { id: 'embedder.siteKeysSiteKeyViewPage.siteKey', defaultMessage: 'Site key' },
  qrCodesPerProduct: {
    id: 'embedder.siteKeysSiteKeyViewPage.qrCodesPerProduct',
    defaultMessage: 'QR codes per product',
  },
  eachCodeOpensTheOffers: {
    id: 'embedder.siteKeysSiteKeyViewPage.eachCodeOpensTheOffers',
    defaultMessage:
      'Each code opens the offers sign-in in your colours; once signed in, the consumer sees that product’s offers. {value}',
  },
});
