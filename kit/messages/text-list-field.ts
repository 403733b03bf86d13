import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/text-list-field.tsx. */
export const textListFieldMessages = messagesOf('kit.textListField', {
  remove: 'Remove {noun} {value}',
  add: 'Add {noun}',
  itemN: '{item} {n}',
});
