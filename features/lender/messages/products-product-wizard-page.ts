import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-wizard-page.tsx. */
export const productsProductWizardPageMessages = messagesOf('lender.productsProductWizardPage', {
  productSavedItIsOffered: 'Product saved: it is offered from the next offer generation.',
  backToProducts: 'Back to products',
  productWizardSteps: 'Product wizard steps',
  saveProduct: 'Save product',
  next: 'Next',
  newProduct: 'New product',
  editProduct: 'Edit product',
});
