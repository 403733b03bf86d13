import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/postbacks/delivery-log.tsx. */
export const postbacksDeliveryLogMessages = messagesOf('embedder.postbacksDeliveryLog', {
  deliveryLog: 'Delivery log',
  postbackDeliveries: 'Postback deliveries',
  refresh: 'Refresh',
  redeliver: 'Redeliver',
  redeliverOf: 'Redeliver {event} of {value}',
  time: 'Time',
  event: 'Event',
  status: 'Status',
  attempts: 'Attempts',
  lastResponse: 'Last response',
  queueingTheRedelivery: 'Queueing the redelivery…',
  redeliveryQueued: 'Redelivery queued',
  couldNotRedeliver: 'Could not redeliver',
  thereWasAnErrorGetting: 'There was an error getting the deliveries',
  noPostbacksSentYet: 'No postbacks sent yet.',
});
