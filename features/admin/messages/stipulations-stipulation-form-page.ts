import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/stipulations/stipulation-form-page.tsx. */
export const stipulationsStipulationFormPageMessages = messagesOf('admin.stipulationsStipulationFormPage', {
  addStipulation: 'Add stipulation',
  saveStipulation: 'Save stipulation',
  editStipulation: 'Edit stipulation',
  savingTheStipulation: 'Saving the stipulation…',
  stipulationSaved: 'Stipulation saved',
  couldNotSaveTheStipulation: 'Could not save the stipulation',
  name: 'Name',
  status: 'Status',
  active: 'Active',
  inactive: 'Inactive',
  description: 'Description',
  rule: 'Rule',
  allowedDocuments: 'Allowed documents',
  checkedAsYouTypeBureau:
    'Checked as you type. Bureau fields compared with whole numbers, joined by and / or, e.g. OLDEST_TRADE_MONTHS < 24. Blank: only products that list it ask for it.',
  thereWasAnErrorGetting: 'There was an error getting the stipulations',
});
