import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/row-actions.tsx . */
export const rowActionsMessages = messagesOf('kit.rowActions', {
  deleteRow: 'Delete {name}',
  deleteTitle: 'Delete {name}?',
  theNoun: 'the {noun}',
  deleteNoun: 'Delete {noun}',
  deleting: 'Deleting the {noun}…',
  deleted: '{Noun} deleted',
  notDeleted: 'Could not delete the {noun}',
});
