import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/text-list-field.tsx. */
export const textListFieldMessages = defineMessages({
  remove: { id: 'kit.textListField.remove', defaultMessage: 'Remove {noun} {value}' },
  add: { id: 'kit.textListField.add', defaultMessage: 'Add {noun}' },
});
