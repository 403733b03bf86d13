import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/object-fields.tsx. */
export const objectFieldsMessages = messagesOf('kit.objectFields', {
  choose: 'Choose…',
});
