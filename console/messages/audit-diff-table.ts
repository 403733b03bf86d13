import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/audit-diff-table.tsx. */
export const auditDiffTableMessages = messagesOf('console.auditDiffTable', {
  closeDetails: 'Close details',
  noValueChanged: 'No value changed.',
  changes: 'Changes',
  type: 'Type',
  location: 'Location',
  path: 'Path',
  oldValue: 'Old value',
  newValue: 'New value',
  unknownUser: 'Unknown user',
});
