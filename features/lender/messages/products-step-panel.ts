import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/step-panel.tsx. */
export const productsStepPanelMessages = messagesOf('lender.productsStepPanel', {
  noAddOnProductsYet: 'No add-on products yet: Next leaves this product without add-ons.',
});
