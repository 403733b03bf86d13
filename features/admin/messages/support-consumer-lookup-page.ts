import { messagesOf } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/support/consumer-lookup-page.tsx. */
export const supportConsumerLookupPageMessages = messagesOf('admin.supportConsumerLookupPage', {
  consumerLookup: 'Consumer lookup',
  whyAConsumerWasOr: 'Why a consumer was or was not offered each product',
  accessCode: 'Access code',
  demo1001: 'DEMO-1001',
  lookUp: 'Look up',
  thisConsumerHasNoBureau: 'This consumer has no bureau answer.',
  thereWasAnErrorLooking: 'There was an error looking up the consumer',
});
