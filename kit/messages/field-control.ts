import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/field-control.tsx. */
export const fieldControlMessages = messagesOf('kit.fieldControl', {
  picker: '{label} picker',
  select: 'Select…',
});
