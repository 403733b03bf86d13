import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/stipulations/stipulation-form-page.tsx. */
export const stipulationsStipulationFormPageMessages = defineMessages({
  addStipulation: { id: 'admin.stipulationsStipulationFormPage.addStipulation', defaultMessage: 'Add stipulation' },
  editStipulation: { id: 'admin.stipulationsStipulationFormPage.editStipulation', defaultMessage: 'Edit stipulation' },
});
