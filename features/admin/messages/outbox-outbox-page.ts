import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/outbox/outbox-page.tsx. */
export const outboxOutboxPageMessages = messagesOf('admin.outboxOutboxPage', {
  sent: 'Sent',
  mail: 'Mail',
  textMessageTo: 'Text message to',
  to: 'To',
  outbox: 'Outbox',
  mailAndTextMessagesThe:
    'Mail and text messages the sandbox kept instead of sending: passcodes, reset links and upload links, newest first.',
  thereWasAnErrorGetting: 'There was an error getting the outbox',
  noMailYet: 'No mail yet.',
});
