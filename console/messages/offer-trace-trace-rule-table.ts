import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of console/offer-trace/trace-rule-table.tsx. */
export const offerTraceTraceRuleTableMessages = messagesOf('console.offerTraceTraceRuleTable', {
  noConditionsEveryConsumerPasses: 'No conditions: every consumer passes.',
  condition: 'Condition',
  consumerSValue: 'Consumer’s value',
  result: 'Result',
  pass: 'Pass',
  fail: 'Fail',
  withheld: 'Withheld',
  noValue: 'No value',
});
