import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/embedder/postbacks/delivery-log.tsx. */
export const postbacksDeliveryLogMessages = defineMessages({
  deliveryLog: { id: 'embedder.postbacksDeliveryLog.deliveryLog', defaultMessage: 'Delivery log' },
  postbackDeliveries: { id: 'embedder.postbacksDeliveryLog.postbackDeliveries', defaultMessage: 'Postback deliveries' },
  refresh: { id: 'embedder.postbacksDeliveryLog.refresh', defaultMessage: 'Refresh' },
  redeliver: { id: 'embedder.postbacksDeliveryLog.redeliver', defaultMessage: 'Redeliver' },
  redeliverOf: { id: 'embedder.postbacksDeliveryLog.redeliverOf', defaultMessage: 'Redeliver {event} of {value}' },
});
