import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/object-fields.tsx. */
export const objectFieldsMessages = defineMessages({
  choose: { id: 'kit.objectFields.choose', defaultMessage: 'Choose…' },
});
