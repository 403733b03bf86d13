import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/row-actions.tsx (its toasts are not JSX and stay in the code). */
export const rowActionsMessages = messagesOf('kit.rowActions', {
  deleteRow: 'Delete {name}',
  deleteTitle: 'Delete {name}?',
  theNoun: 'the {noun}',
  deleteNoun: 'Delete {noun}',
});
