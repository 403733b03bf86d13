import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/row-actions-menu.tsx. */
export const rowActionsMenuMessages = messagesOf('kit.rowActionsMenu', {
  actionsFor: 'Actions for {name}',
});
