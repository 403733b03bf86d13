import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/approved-products-page.tsx. */
export const embeddersApprovedProductsPageMessages = defineMessages({
  theKindsOfProductThis: {
    id: 'admin.embeddersApprovedProductsPage.theKindsOfProductThis',
    defaultMessage: 'The kinds of product this embedder’s consumers may see offers for.',
  },
});
