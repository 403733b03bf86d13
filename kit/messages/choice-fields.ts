import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/choice-fields.tsx. */
export const choiceFieldsMessages = messagesOf('kit.choiceFields', {
  selectAll: 'Select all',
  clear: 'Clear',
  ofSelected: '{length} of {length2} selected',
});
