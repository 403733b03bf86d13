import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/consumer-traces.tsx. */
export const offerTraceConsumerTracesMessages = messagesOf('console.offerTraceConsumerTraces', {
  noLenderIsEnrolledIn: 'No lender is enrolled in this consumer’s campaign.',
  ruleTraces: 'Rule traces',
});
