import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/outbox/outbox-pages.ts. */
export const outboxOutboxPagesMessages = messagesOf('admin.outboxOutboxPages', {
  outbox: 'Outbox',
  thereWasAnErrorGetting: 'There was an error getting the outbox',
});
