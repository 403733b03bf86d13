import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/blocklist-table.tsx. */
export const blocklistTableMessages = messagesOf('console.blocklistTable', {
  blocked: 'Blocked',
  status: 'Status',
  block: 'Block {name}',
  savingTheBlocklist: 'Saving the blocklist…',
  blocklistSaved: 'Blocklist saved',
  couldNotSaveTheBlocklist: 'Could not save the blocklist',
});
