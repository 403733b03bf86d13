import { defineMessages } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/trace-rule-table.tsx. */
export const offerTraceTraceRuleTableMessages = defineMessages({
  noConditionsEveryConsumerPasses: {
    id: 'console.offerTraceTraceRuleTable.noConditionsEveryConsumerPasses',
    defaultMessage: 'No conditions: every consumer passes.',
  },
  condition: { id: 'console.offerTraceTraceRuleTable.condition', defaultMessage: 'Condition' },
  consumerSValue: { id: 'console.offerTraceTraceRuleTable.consumerSValue', defaultMessage: 'Consumer’s value' },
  result: { id: 'console.offerTraceTraceRuleTable.result', defaultMessage: 'Result' },
});
