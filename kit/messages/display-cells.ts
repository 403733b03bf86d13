import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/display-cells.ts. */
export const displayCellsMessages = messagesOf('kit.displayCells', {
  yes: 'Yes',
  no: 'No',
});
