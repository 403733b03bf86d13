import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/prescreen-criteria-form.tsx. */
export const prescreenCriteriaFormMessages = messagesOf('console.prescreenCriteriaForm', {
  state: 'State',
  bureauField: 'Bureau field',
  criteria: 'Criteria',
  gte640Lt800: 'GTE 640 LT 800',
  saveCriteria: 'Save criteria',
});
