import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/product-wizard-page.tsx. */
export const productsProductWizardPageMessages = defineMessages({
  productSavedItIsOffered: {
    id: 'lender.productsProductWizardPage.productSavedItIsOffered',
    defaultMessage: 'Product saved: it is offered from the next offer generation.',
  },
  backToProducts: { id: 'lender.productsProductWizardPage.backToProducts', defaultMessage: 'Back to products' },
  productWizardSteps: {
    id: 'lender.productsProductWizardPage.productWizardSteps',
    defaultMessage: 'Product wizard steps',
  },
});
