import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/schema-form.tsx. */
export const schemaFormMessages = messagesOf('kit.schemaForm', {
  cancel: 'Cancel',
});
