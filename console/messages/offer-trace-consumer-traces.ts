import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/consumer-traces.tsx. */
export const offerTraceConsumerTracesMessages = defineMessages({
  noLenderIsEnrolledIn: {
    id: 'console.offerTraceConsumerTraces.noLenderIsEnrolledIn',
    defaultMessage: 'No lender is enrolled in this consumer’s campaign.',
  },
  ruleTraces: { id: 'console.offerTraceConsumerTraces.ruleTraces', defaultMessage: 'Rule traces' },
});
