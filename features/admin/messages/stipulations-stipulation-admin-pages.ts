import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/stipulations/stipulation-admin-pages.ts. */
export const stipulationsStipulationAdminPagesMessages = messagesOf('admin.stipulationsStipulationAdminPages', {
  stipulations: 'Stipulations',
  addStipulation: 'Add stipulation',
  editStipulation: 'Edit stipulation',
  loadFailure: 'There was an error getting the stipulations',
});
