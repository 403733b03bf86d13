import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/blocklist-table.tsx. */
export const blocklistTableMessages = defineMessages({
  blocked: { id: 'console.blocklistTable.blocked', defaultMessage: 'Blocked' },
  block: { id: 'console.blocklistTable.block', defaultMessage: 'Block {name}' },
});
