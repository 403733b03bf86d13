import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/data-table.tsx. */
export const dataTableMessages = messagesOf('kit.dataTable', {
  actions: 'Actions',
  nothingToShowYet: 'Nothing to show yet.',
});
