import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/list-field.tsx. */
export const listFieldMessages = defineMessages({
  add: { id: 'kit.listField.add', defaultMessage: 'Add {itemLabel}' },
  remove: { id: 'kit.listField.remove', defaultMessage: 'Remove' },
  remove2: { id: 'kit.listField.remove2', defaultMessage: 'Remove {rowTitle}' },
});
