import { defineMessages } from '../../../ui/intl/define-messages.ts';

/** The words of features/admin/support/consumer-lookup-page.tsx. */
export const supportConsumerLookupPageMessages = defineMessages({
  consumerLookup: { id: 'admin.supportConsumerLookupPage.consumerLookup', defaultMessage: 'Consumer lookup' },
  whyAConsumerWasOr: {
    id: 'admin.supportConsumerLookupPage.whyAConsumerWasOr',
    defaultMessage: 'Why a consumer was or was not offered each product',
  },
  accessCode: { id: 'admin.supportConsumerLookupPage.accessCode', defaultMessage: 'Access code' },
  demo1001: { id: 'admin.supportConsumerLookupPage.demo1001', defaultMessage: 'DEMO-1001' },
  lookUp: { id: 'admin.supportConsumerLookupPage.lookUp', defaultMessage: 'Look up' },
  thisConsumerHasNoBureau: {
    id: 'admin.supportConsumerLookupPage.thisConsumerHasNoBureau',
    defaultMessage: 'This consumer has no bureau answer.',
  },
});
