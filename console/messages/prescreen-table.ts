import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/prescreen-table.tsx. */
export const prescreenTableMessages = defineMessages({
  notConfigured: { id: 'console.prescreenTable.notConfigured', defaultMessage: 'Not configured' },
  global: { id: 'console.prescreenTable.global', defaultMessage: '(Global)' },
  text: { id: 'console.prescreenTable.text', defaultMessage: '{action} {label}' },
  of: { id: 'console.prescreenTable.of', defaultMessage: '{consumerCount} of {totalConsumers}' },
  prescreenByState: { id: 'console.prescreenTable.prescreenByState', defaultMessage: 'Prescreen by state' },
});
