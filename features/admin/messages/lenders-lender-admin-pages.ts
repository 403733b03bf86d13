import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/lenders/lender-admin-pages.ts. */
export const lendersLenderAdminPagesMessages = messagesOf('admin.lendersLenderAdminPages', {
  lenders: 'Lenders',
  thereWasAnErrorGetting: 'There was an error getting the lenders',
  addLender: 'Add lender',
  lender: 'Lender',
  editLender: 'Edit lender',
  embedderBlocklist: 'Embedder blocklist',
  thereWasAnErrorGetting2: 'There was an error getting the embedders',
  lenderSettings: 'Lender settings',
  lenderConfiguration: 'Lender configuration',
  thereWasAnErrorGetting3: 'There was an error getting the console settings',
  prospects: 'Prospects',
  thereWasAnErrorGetting4: 'There was an error getting the prospects',
  addProspect: 'Add prospect',
  editProspect: 'Edit prospect',
});
