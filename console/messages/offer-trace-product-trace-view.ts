import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/product-trace-view.tsx. */
export const offerTraceProductTraceViewMessages = defineMessages({
  eligibilityChecks: {
    id: 'console.offerTraceProductTraceView.eligibilityChecks',
    defaultMessage: 'Eligibility checks',
  },
  theReplayDiffersFromThe: {
    id: 'console.offerTraceProductTraceView.theReplayDiffersFromThe',
    defaultMessage:
      'The replay differs from the stored offer: the products, limits or the consumer’s stated data changed since.',
  },
  productRule: { id: 'console.offerTraceProductTraceView.productRule', defaultMessage: 'Product rule' },
  productRule2: { id: 'console.offerTraceProductTraceView.productRule2', defaultMessage: '{productName} product rule' },
  rule: { id: 'console.offerTraceProductTraceView.rule', defaultMessage: '{name} rule' },
});
