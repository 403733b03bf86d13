import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/prescreen-table.tsx. */
export const prescreenTableMessages = messagesOf('console.prescreenTable', {
  notConfigured: 'Not configured',
  global: '(Global)',
  reopen: 'Reopen',
  markComplete: 'Mark complete',
  reopenState: 'Reopen {label}',
  markStateComplete: 'Mark complete {label}',
  of: '{consumerCount} of {totalConsumers}',
  prescreenByState: 'Prescreen by state',
  state: 'State',
  criteria: 'Criteria',
  consumers: 'Consumers',
  review: 'Review',
  complete: 'Complete',
  pending: 'Pending',
});
