import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/embedders/approved-products-page.tsx. */
export const embeddersApprovedProductsPageMessages = messagesOf('admin.embeddersApprovedProductsPage', {
  theKindsOfProductThis: 'The kinds of product this embedder’s consumers may see offers for.',
  savingTheApprovedProducts: 'Saving the approved products…',
  approvedProductsSaved: 'Approved products saved',
  couldNotSaveTheApproved: 'Could not save the approved products',
  productTypesItsConsumersMay: 'Product types its consumers may be offered',
  thereWasAnErrorGetting: 'There was an error getting the products',
  approvedProducts: 'approved products',
  approvedProducts2: 'Approved products',
  saveApprovedProducts: 'Save approved products',
});
