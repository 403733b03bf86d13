import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/row-actions-menu.tsx. */
export const rowActionsMenuMessages = defineMessages({
  actionsFor: { id: 'kit.rowActionsMenu.actionsFor', defaultMessage: 'Actions for {name}' },
});
