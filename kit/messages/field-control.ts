import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/field-control.tsx. */
export const fieldControlMessages = defineMessages({
  picker: { id: 'kit.fieldControl.picker', defaultMessage: '{label} picker' },
});
