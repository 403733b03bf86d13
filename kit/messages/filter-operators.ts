import { messagesOf } from '../../ui/intl/define-messages.ts';

/** The words of kit/filter-operators.ts: each operator as the filter bar reads it, and a filter's chip. */
export const filterOperatorsMessages = messagesOf('kit.filterOperators', {
  is: 'is',
  isNot: 'is not',
  contains: 'contains',
  greaterThan: 'greater than',
  atLeast: 'at least',
  lessThan: 'less than',
  atMost: 'at most',
  between: 'between',
  isOneOf: 'is one of',
  isNoneOf: 'is none of',
  on: 'on',
  after: 'after',
  onOrAfter: 'on or after',
  before: 'before',
  onOrBefore: 'on or before',
  chip: '{field} {operator} {values}',
  bounds: '{from} and {to}',
});
