import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/row-actions.tsx (its toasts are not JSX and stay in the code). */
export const rowActionsMessages = defineMessages({
  deleteRow: { id: 'kit.rowActions.deleteRow', defaultMessage: 'Delete {name}' },
  deleteTitle: { id: 'kit.rowActions.deleteTitle', defaultMessage: 'Delete {name}?' },
  theNoun: { id: 'kit.rowActions.theNoun', defaultMessage: 'the {noun}' },
  deleteNoun: { id: 'kit.rowActions.deleteNoun', defaultMessage: 'Delete {noun}' },
});
