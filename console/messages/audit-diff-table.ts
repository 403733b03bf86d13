import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/audit-diff-table.tsx. */
export const auditDiffTableMessages = defineMessages({
  closeDetails: { id: 'console.auditDiffTable.closeDetails', defaultMessage: 'Close details' },
  noValueChanged: { id: 'console.auditDiffTable.noValueChanged', defaultMessage: 'No value changed.' },
  changes: { id: 'console.auditDiffTable.changes', defaultMessage: 'Changes' },
});
