import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/list-field.tsx. */
export const listFieldMessages = messagesOf('kit.listField', {
  add: 'Add {itemLabel}',
  remove: 'Remove',
  remove2: 'Remove {rowTitle}',
  itemN: '{item} {n}',
});
