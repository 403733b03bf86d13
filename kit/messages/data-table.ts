import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of kit/data-table.tsx. */
export const dataTableMessages = defineMessages({
  actions: { id: 'kit.dataTable.actions', defaultMessage: 'Actions' },
});
