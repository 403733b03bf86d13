import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/prescreen-criteria-form.tsx. */
export const prescreenCriteriaFormMessages = defineMessages({
  state: { id: 'console.prescreenCriteriaForm.state', defaultMessage: 'State' },
  bureauField: { id: 'console.prescreenCriteriaForm.bureauField', defaultMessage: 'Bureau field' },
  criteria: { id: 'console.prescreenCriteriaForm.criteria', defaultMessage: 'Criteria' },
  gte640Lt800: { id: 'console.prescreenCriteriaForm.gte640Lt800', defaultMessage: 'GTE 640 LT 800' },
  saveCriteria: { id: 'console.prescreenCriteriaForm.saveCriteria', defaultMessage: 'Save criteria' },
});
