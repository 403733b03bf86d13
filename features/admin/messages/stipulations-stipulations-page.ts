import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/stipulations/stipulations-page.tsx. */
export const stipulationsStipulationsPageMessages = messagesOf('admin.stipulationsStipulationsPage', {
  productsThatListIt: 'Products that list it',
  stipulations: 'Stipulations',
  documentsConsumersAreAskedFor:
    'Documents consumers are asked for before redemption. An active stipulation with a rule is asked of every consumer the rule matches.',
  addStipulation: 'Add stipulation',
  edit: 'Edit {name}',
  name: 'Name',
  rule: 'Rule',
  allowedDocuments: 'Allowed documents',
  status: 'Status',
  stipulationNoun: 'stipulation',
  thereWasAnErrorGetting: 'There was an error getting the stipulations',
  noStipulationsYet: 'No stipulations yet.',
  onlyAStipulationNoProduct: 'Only a stipulation no product lists and no consumer uploaded for can be deleted.',
});
