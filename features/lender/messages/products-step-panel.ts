import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/step-panel.tsx. */
export const productsStepPanelMessages = defineMessages({
  noAddOnProductsYet: {
    id: 'lender.productsStepPanel.noAddOnProductsYet',
    defaultMessage: 'No add-on products yet: Next leaves this product without add-ons.',
  },
});
