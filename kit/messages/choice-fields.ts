import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/choice-fields.tsx. */
export const choiceFieldsMessages = defineMessages({
  selectAll: { id: 'kit.choiceFields.selectAll', defaultMessage: 'Select all' },
  clear: { id: 'kit.choiceFields.clear', defaultMessage: 'Clear' },
  ofSelected: { id: 'kit.choiceFields.ofSelected', defaultMessage: '{length} of {length2} selected' },
});
