import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/product-trace-view.tsx. */
export const offerTraceProductTraceViewMessages = messagesOf('console.offerTraceProductTraceView', {
  eligibilityChecks: 'Eligibility checks',
  theReplayDiffersFromThe:
    'The replay differs from the stored offer: the products, limits or the consumer’s stated data changed since.',
  productRule: 'Product rule',
  productRule2: '{productName} product rule',
  rule: '{name} rule',
});
