import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/stipulations/stipulations-page.tsx. */
export const stipulationsStipulationsPageMessages = defineMessages({
  productsThatListIt: {
    id: 'admin.stipulationsStipulationsPage.productsThatListIt',
    defaultMessage: 'Products that list it',
  },
  stipulations: { id: 'admin.stipulationsStipulationsPage.stipulations', defaultMessage: 'Stipulations' },
  documentsConsumersAreAskedFor: {
    id: 'admin.stipulationsStipulationsPage.documentsConsumersAreAskedFor',
    defaultMessage:
      'Documents consumers are asked for before redemption. An active stipulation with a rule is asked of every consumer the rule matches.',
  },
  addStipulation: { id: 'admin.stipulationsStipulationsPage.addStipulation', defaultMessage: 'Add stipulation' },
  edit: { id: 'admin.stipulationsStipulationsPage.edit', defaultMessage: 'Edit {name}' },
});
