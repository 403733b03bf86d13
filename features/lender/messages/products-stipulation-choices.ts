import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/stipulation-choices.tsx. */
export const productsStipulationChoicesMessages = defineMessages({
  loadingTheStipulationCatalogue: {
    id: 'lender.productsStipulationChoices.loadingTheStipulationCatalogue',
    defaultMessage: 'Loading the stipulation catalogue…',
  },
  theTickedStipulationsAreAsked: {
    id: 'lender.productsStipulationChoices.theTickedStipulationsAreAsked',
    defaultMessage:
      'The ticked stipulations are asked for with every offer of this product; catalogue stipulations with a rule are also asked for whenever their rule matches. Nothing ticked is fine.',
  },
  theStipulationCatalogueHasNo: {
    id: 'lender.productsStipulationChoices.theStipulationCatalogueHasNo',
    defaultMessage: 'The stipulation catalogue has no active stipulations yet.',
  },
});
