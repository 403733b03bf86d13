import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/lender/products/stipulation-choices.tsx. */
export const productsStipulationChoicesMessages = messagesOf('lender.productsStipulationChoices', {
  loadingTheStipulationCatalogue: 'Loading the stipulation catalogue…',
  theTickedStipulationsAreAsked:
    'The ticked stipulations are asked for with every offer of this product; catalogue stipulations with a rule are also asked for whenever their rule matches. Nothing ticked is fine.',
  theStipulationCatalogueHasNo: 'The stipulation catalogue has no active stipulations yet.',
  stipulationsFromTheCatalogue: 'Stipulations from the catalogue',
});
